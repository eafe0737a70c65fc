import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { clientCodeSplitting, siteWithoutCalculators } from './vite/chunks'
import { clientSchemasMini } from './vite/client-schemas'
import { islands } from './vite/islands'
import { precompress } from './vite/precompress'
import { scriptBudgets } from './vite/script-budgets'

export default defineConfig({
  // The server build's entry is our Node server, which imports the React Router build (server/app.ts).
  environments: {
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
    client: { build: { rolldownOptions: { output: { codeSplitting: clientCodeSplitting } } } },
  },
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    islands(),
    clientSchemasMini(),
    siteWithoutCalculators(),
    precompress(),
    scriptBudgets(),
  ],
})
