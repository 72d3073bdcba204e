import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * Libraries every page loads, in their own long-cached chunks so a release of the app code does
 * not make browsers download them again. Libraries used by some screens only (dates, charts) are
 * left to the automatic splitting, so they stay out of the first page.
 */
const vendorChunks = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // The router, on every page. The data cache's library (query) is a chunk of its own: the
  // sign-in page does without it (lib/query-provider.tsx).
  {
    name: 'tanstack',
    test: /[\\/]node_modules[\\/]@tanstack[\\/](history|react-router|react-store|router-core|store)[\\/]/,
  },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
  // Without <Trans> (and the HTML reader it brings): only pages that draw it need it.
  {
    name: 'i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/](?!dist[\\/]es[\\/]Trans(WithoutContext)?\.js)/,
  },
];

/**
 * The sign-in form and the Mantine pieces it draws, in one file instead of a dozen: on a slow
 * phone network every extra round trip costs more than the bytes (HTTP/1.1, six connections).
 */
const signInChunk = {
  name: 'sign-in',
  test: /[\\/]src[\\/](app[\\/]routes[\\/](login-page|public-layout)|features[\\/]auth[\\/](api[\\/](login|sso|complete-sign-in|query-keys)|components[\\/](login-form|login-error|sso-buttons))|components[\\/](layout[\\/](auth-card|public-frame|use-focus-on-navigate)|form[\\/]password-field))\b/,
};

/**
 * The toasts' container and what only it uses: fetched when the first toast shows
 * (app/providers.tsx), not with the page. Taken before the sign-in group, which would otherwise
 * pull it in with the notifications store that the sign-in code calls.
 */
const toastsChunk = {
  name: 'toasts',
  priority: 1,
  // Only these modules: Mantine's core pieces it draws with stay where the page already has them.
  includeDependenciesRecursively: false,
  test: /[\\/](src[\\/]app[\\/]toasts|node_modules[\\/](@mantine[\\/]notifications[\\/]esm[\\/](Notifications|NotificationContainer|get-)|react-transition-group|react-remove-scroll|react-remove-scroll-bar|use-sidecar|react-style-singleton|use-callback-ref))/,
};

/** What the entry imports (the router, the guard, the API client), in one file with it. */
const entryChunk = { name: 'app', tags: ['$initial' as const] };

/**
 * Asks for the sign-in page's chunk with the entry instead of after it has run: one round trip
 * less before the form shows (563 ms on the slow-4G profile). Signed-in pages reuse most of it.
 */
function preloadSignIn(): Plugin {
  return {
    name: 'preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === signInChunk.name,
        );
        // Already there when the entry imports something the chunk holds.
        if (!chunk || html.includes(chunk.fileName)) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Writes login.html and login.vi.html beside index.html: the same page with the sign-in frame and
 * heading already drawn in it (src/app/sign-in-shell.tsx, rendered by the build's own server-side
 * bundle). The API sends them for /login in the language the browser last used; a person on a slow
 * network reads the page while the script downloads, and the app draws the form over it.
 */
function prerenderSignIn(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // A build that failed wrote no page: its own error is the one to show.
      if (!existsSync(join(outDir, 'index.html'))) return;
      const serverDir = join(root, 'node_modules', '.sign-in-shell');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        build: {
          ssr: 'src/app/sign-in-shell.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          rolldownOptions: { output: { entryFileNames: 'sign-in-shell.mjs' } },
        },
      });
      const shell = (await import(
        `${pathToFileURL(join(serverDir, 'sign-in-shell.mjs')).href}?${Date.now()}`
      )) as { renderSignInShell: (language: 'en' | 'vi') => Promise<string> };
      const page = readFileSync(join(outDir, 'index.html'), 'utf8');
      const placeholder = '<div id="root"></div>';
      if (!page.includes(placeholder)) throw new Error('index.html has no empty #root');
      // The Vietnamese page asks for its texts with the entry (src/lib/i18n.ts loads them).
      const viTexts = readdirSync(join(outDir, 'assets')).find((name) =>
        /^vi-first-page-[\w-]+\.js$/.test(name),
      );
      if (!viTexts) throw new Error('the build has no vi-first-page chunk');
      for (const [language, file, head] of [
        ['en', 'login.html', ''],
        ['vi', 'login.vi.html', `<link rel="modulepreload" crossorigin href="/assets/${viTexts}">`],
      ] as const) {
        const markup = await shell.renderSignInShell(language);
        // Functions as replacements: a '$' in the markup is text, not a replacement pattern.
        const html = page
          .replace('<html lang="en"', () => `<html lang="${language}"`)
          .replace('</head>', () => `${head}</head>`)
          .replace(placeholder, () => `<div id="root" data-prerendered="sign-in">${markup}</div>`);
        writeFileSync(join(outDir, file), html);
      }
    },
  };
}

/**
 * Fails the build when the sign-in page can draw a Mantine component without its styles: the
 * first page loads only src/app/first-page-styles.ts (and what its lazily loaded parts import,
 * like the toasts' own), so such a component would show unstyled. Follows the chunks the entry and
 * the sign-in chunk load, at once or lazily, except the other pages the router loads through
 * lazy-page.ts, which loads the whole stylesheet before any of them draws.
 */
function firstPageStylesComplete(): Plugin {
  const component = /@mantine[\\/]core[\\/]esm[\\/]components[\\/](\w+)[\\/]/;
  const loadsWholeSheet = /[\\/]src[\\/]app[\\/](router\.tsx|lazy-page\.ts)$/;
  return {
    name: 'first-page-styles-complete',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const chunkOf = (id: string) => chunks.find((chunk) => chunk.moduleIds.includes(id));
      // The chunks of the pages (and their texts) that lazy-page.ts loads.
      const pages = new Set<string>();
      for (const id of this.getModuleIds()) {
        if (!loadsWholeSheet.test(id)) continue;
        for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          const chunk = chunkOf(lazy);
          // The sign-in page and its frame come with the sign-in chunk, drawn with these styles.
          if (chunk && !chunk.isEntry && chunk.name !== signInChunk.name) pages.add(chunk.fileName);
        }
      }
      const components = new Set<string>();
      const stylesheets = new Set<string>();
      const seen = new Set<string>();
      const next = chunks
        .filter((chunk) => chunk.isEntry || chunk.name === signInChunk.name)
        .map((chunk) => chunk.fileName);
      for (let file = next.pop(); file !== undefined; file = next.pop()) {
        const chunk = bundle[file];
        if (seen.has(file) || pages.has(file) || chunk?.type !== 'chunk') continue;
        seen.add(file);
        for (const id of chunk.moduleIds) {
          const name = component.exec(id)?.[1];
          if (name) components.add(name);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
            if (imported.endsWith('.css')) stylesheets.add(basename(imported));
          }
        }
        next.push(...chunk.imports, ...chunk.dynamicImports);
      }
      // Mantine's per-component styles lie beside its baseline.
      const baseline = [...this.getModuleIds()].find((id) => id.endsWith('baseline.layer.css'));
      if (!baseline) this.error("first-page styles: Mantine's baseline is not imported");
      const missing = [...components]
        .map((name) => `${name}.layer.css`)
        .filter((file) => !stylesheets.has(file) && existsSync(join(dirname(baseline), file)));
      if (missing.length > 0) {
        this.error(
          `The sign-in page draws components whose styles src/app/first-page-styles.ts lacks: ${missing.join(', ')}`,
        );
      }
    },
  };
}

/**
 * Puts the stylesheets before the scripts in index.html. The browser asks in document order, six
 * requests at a time to one server (HTTP/1.1): behind the entry and its five preloads, the CSS
 * that every paint waits for took a whole extra round trip (563 ms on the slow-4G profile).
 */
function stylesFirst(): Plugin {
  return {
    name: 'styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const styles = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const firstScript = html.search(/[ \t]*<script type="module"/);
        if (styles.length === 0 || firstScript < 0) return html;
        const rest = styles.reduce((page, tag) => page.replace(tag, ''), html);
        const at = rest.search(/[ \t]*<script type="module"/);
        return rest.slice(0, at) + styles.join('') + rest.slice(at);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadSignIn(), stylesFirst(), firstPageStylesComplete(), prerenderSignIn()],
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [toastsChunk, ...vendorChunks, signInChunk, entryChunk] },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
  },
});
