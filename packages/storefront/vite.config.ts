import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// `vite` (npm run dev) proxies the API of packages/api; `vite --mode mock` (npm run dev:mock) serves the
// repo's public/ folder instead, where the MSW worker script and the fixture images live.
export default defineConfig(({ mode }) => {
  const mock = mode === 'mock'
  return {
    plugins: [react()],
    // Production builds ship no public folder: the fixtures and the MSW worker are for mock mode only.
    publicDir: mock ? '../../public' : false,
    server: {
      port: 5173,
      strictPort: true,
      proxy: mock
        ? undefined
        : {
            // The API listens on 127.0.0.1 in development; "localhost" may resolve to ::1 first.
            '/api': 'http://127.0.0.1:3000',
            '/media': 'http://127.0.0.1:3000',
          },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
    },
  }
})
