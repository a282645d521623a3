import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const functionsOrigin = `http://127.0.0.1:${process.env.PORT ?? 8788}`

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { manifest: true, sourcemap: false },
  // The dev server fronts the functions served by wrangler (npm run dev).
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': functionsOrigin },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'pocketbase',
          environment: 'node',
          include: ['tests/pocketbase/**/*.test.ts'],
          fileParallelism: false,
          // Each file signs up throwaway users against a real server; a busy machine needs the slack.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
