// Theme tokens shared by Tailwind utilities; daisyUI supplies the cupcake and dark themes (§9).
export default {
  theme: {
    extend: {
      fontFamily: {
        sans: ['Inter', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
    },
  },
}
