// Characters as a person and PocketBase count them: an emoji is one, not two UTF-16 units.
export const characterCount = (text: string): number => [...text].length
