// The song model's structural equality, under the name autosave has always used.
export { sameValue as sameDocument } from '@/song/same-value'
