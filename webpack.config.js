// Production build of the SPA. `--env fast` skips type-checking (CI type-checks separately with tsc).
const path = require('node:path');
const webpack = require('webpack');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const ReactRefreshTypeScript = require('react-refresh-typescript').default;

/** Writes .gz (level 9) and .br next to every text asset, for the server to send as they are. */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|svg|json)$/.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < 1024) continue;
            const gzip = zlib.gzipSync(buffer, { level: 9 });
            const brotli = zlib.brotliCompressSync(buffer, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            });
            compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gzip));
            compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(brotli));
          }
        },
      );
    });
  }
}

/**
 * MUI's createTheme and ThemeProvider also bring the CSS-variables theme (about 15 KB gzipped) to
 * the first load; our themes have no colour schemes and always take the plain path, so we import
 * that path alone. MUI does not export these files: these aliases (for webpack below and for the
 * login shell's esbuild bundle; tsconfig paths and jest's moduleNameMapper name them too) do.
 */
const MUI_NO_VARS = Object.fromEntries(
  ['createThemeNoVars', 'ThemeProviderNoVars'].map((name) => [
    `@mui/material/styles/${name}`,
    path.resolve(__dirname, `node_modules/@mui/material/styles/${name}.mjs`),
  ]),
);

/**
 * The login shell (src/lib/login-shell/markers.ts): the sign-in page rendered at build time into the
 * `<template>` of index.html, which the boot script (deferred in the head) stamps onto the page. The
 * renderer (src/app/login-shell/render-login-shell.tsx) is the app's own components: esbuild (the
 * server's bundler) bundles it for Node with this build's configuration in about half a second, and
 * it runs in this process. Not under `webpack serve`: the page there is the app alone.
 */
const LOGIN_SHELL_BOOT = 'login-shell-boot';
const LOGIN_SHELL_TEMPLATE = '<template id="login-shell-template"></template>';

/** The login shell's template, and the notice for app scripts that fail to load, for index.html. */
async function renderIndexTemplates(production) {
  const esbuild = require('esbuild');
  const os = require('node:os');
  const fs = require('node:fs');
  const define = {
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
  };
  for (const [key, value] of Object.entries(appEnv())) define[key] = value;
  const result = await esbuild.build({
    entryPoints: [path.resolve(__dirname, 'src/app/login-shell/render-login-shell.tsx')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    jsx: 'automatic',
    write: false,
    logLevel: 'warning',
    define,
    alias: MUI_NO_VARS,
  });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'login-shell-'));
  const file = path.join(folder, 'render-login-shell.cjs');
  try {
    fs.writeFileSync(file, result.outputFiles[0].contents);
    const rendered = require(file);
    return (await rendered.renderLoginShellTemplate()) + rendered.renderLoadFailureTemplate();
  } finally {
    Reflect.deleteProperty(require.cache, file);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Fills the shell's template in index.html (and the notice for app scripts that fail to load), and
 * has the boot script start the app: the boot script is the page's one script (deferred: it runs
 * once the page is parsed, the template with it), and the app's scripts are preloaded beside it and
 * run by it once the shell is painted (at once when there is no shell), so the page answers input
 * while they download and evaluate, and the document is ready (DOMContentLoaded) without them.
 */
class LoginShellPlugin {
  constructor(production) {
    this.production = production;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LoginShellPlugin', (compilation) => {
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      hooks.alterAssetTags.tap('LoginShellPlugin', (data) => {
        const boot = compilation.entrypoints
          .get(LOGIN_SHELL_BOOT)
          ?.getFiles()
          .find((file) => file.endsWith('.js'));
        if (!boot) throw new Error('the build has no login shell boot script');
        const appScripts = data.assetTags.scripts.map((tag) => tag.attributes.src);
        const tag = (tagName, attributes) => ({
          tagName,
          voidTag: tagName === 'link',
          meta: { plugin: 'LoginShellPlugin' },
          attributes,
        });
        data.assetTags.scripts = [
          tag('script', {
            src: `${data.publicPath}${boot}`,
            defer: true,
            'data-app-scripts': appScripts.join(' '),
          }),
          ...appScripts.map((href) => tag('link', { rel: 'preload', as: 'script', href })),
        ];
        return data;
      });
      hooks.beforeEmit.tapPromise('LoginShellPlugin', async (data) => {
        if (!data.html.includes(LOGIN_SHELL_TEMPLATE)) {
          throw new Error('index.html has no login shell template');
        }
        const templates = await renderIndexTemplates(this.production);
        data.html = data.html.replace(LOGIN_SHELL_TEMPLATE, () => templates);
        return data;
      });
    });
  }
}

/** Build-time configuration read by src/config/env.ts. */
function appEnv() {
  const keys = [
    'API_BASE_URL',
    'AUTH_GUARD',
    'MULTI_COLOR',
    'REDUX_DEVTOOLS',
    'FIREBASE_API_KEY',
    'FIREBASE_AUTH_DOMAIN',
    'FIREBASE_PROJECT_ID',
    'FIREBASE_STORAGE_BUCKET',
    'FIREBASE_MESSAGING_SENDER_ID',
    'FIREBASE_APP_ID',
    'FIREBASE_VAPID_KEY',
  ];
  const defined = {};
  for (const key of keys) defined[`process.env.${key}`] = JSON.stringify(process.env[key] ?? '');
  return defined;
}

/**
 * The push service worker, built only when the build has a Firebase config (the variables
 * src/lib/push/firebase-settings.ts requires): `firebase-messaging-sw.js` at the output's root,
 * where Firebase registers it, self-contained (its own runtime, no split chunks, no async chunks)
 * with the same FIREBASE_* values as the page. Not under `webpack serve`, whose client and React
 * Refresh entries would be added to it.
 */
const PUSH_WORKER = 'firebase-messaging-sw';
const firebaseConfigured = () =>
  [
    'FIREBASE_API_KEY',
    'FIREBASE_PROJECT_ID',
    'FIREBASE_MESSAGING_SENDER_ID',
    'FIREBASE_APP_ID',
  ].every((key) => Boolean(process.env[key]));

module.exports = (env = {}, argv = {}) => {
  const production = argv.mode !== 'development';
  // `webpack serve` (npm run dev): React Refresh, and /api and /auth proxied to the API server
  const serving = Boolean(env.WEBPACK_SERVE);
  return {
    mode: production ? 'production' : 'development',
    entry: {
      main: './src/main.tsx',
      ...(serving
        ? {}
        : {
            [LOGIN_SHELL_BOOT]: {
              import: './src/app/login-shell/boot.ts',
              runtime: false,
              chunkLoading: false,
              asyncChunks: false,
            },
          }),
      ...(firebaseConfigured() && !serving
        ? {
            [PUSH_WORKER]: {
              import: './src/lib/push/firebase-messaging-sw.ts',
              filename: `${PUSH_WORKER}.js`,
              runtime: false,
              chunkLoading: false,
              asyncChunks: false,
            },
          }
        : {}),
    },
    output: {
      path: path.resolve(process.env.SPA_DIR ?? path.resolve(__dirname, 'dist')),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // by id in production: the runtime then carries no map of chunk names (every lazy screen
      // would add its name to the first load)
      chunkFilename: production ? 'assets/[id].[contenthash:5].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // exact matches only (`$`): see MUI_NO_VARS
        ...Object.fromEntries(
          Object.entries(MUI_NO_VARS).map(([request, file]) => [`${request}$`, file]),
        ),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              // the dev loop only transpiles (type errors come from `npm run typecheck`)
              transpileOnly: Boolean(env.fast) || serving,
              compilerOptions: { noEmit: false },
              ...(serving
                ? { getCustomTransformers: () => ({ before: [ReactRefreshTypeScript()] }) }
                : {}),
            },
          },
        },
        // @emotion/react imports hoist-non-react-statics for its side effects only (for withTheme,
        // which we do not use); the package declares none, so webpack kept it on every page
        // (1 KB gzip on the login page). It has none: an unused import of it may go.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(appEnv()),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
        excludeChunks: [PUSH_WORKER, LOGIN_SHELL_BOOT],
      }),
      ...(serving ? [] : [new LoginShellPlugin(production)]),
      ...(production ? [new PrecompressPlugin()] : []),
      ...(serving ? [new ReactRefreshWebpackPlugin({ overlay: false })] : []),
    ],
    devServer: {
      port: Number(process.env.PORT ?? 8080),
      host: process.env.HOST ?? 'localhost',
      hot: true,
      static: { directory: path.resolve(__dirname, 'public'), watch: false },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      // the API server started beside it by scripts/dev.ts (same origin for the browser: the
      // Host header is kept, so the API's same-origin CORS and cookies work as in production)
      proxy: [
        {
          context: ['/api', '/auth'],
          target: `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`,
        },
      ],
    },
    optimization: {
      // terser with modern output: the bundle targets evergreen desktop browsers (ES2022)
      minimizeOptions: {
        javascript: { ecma: 2020, module: true, compress: { passes: 3, ecma: 2020 } },
      },
      // The login page's chunk is never split: what it shares with the other account screens stays
      // in it (one gzip stream: a smaller first load); those screens carry their own copies.
      // The push worker is one file: nothing of it goes to shared chunks. The charts (MUI X Charts
      // and the screens' chart components, `webpackChunkName: "charts"`) are one chunk too: split,
      // they made three, each an entry more in the runtime's map of chunks, on the login page.
      // Modules shared by lazy screens go to a chunk of their own from 60 KB (webpack's default is
      // 20 KB): every such chunk is an entry more in the runtime's map of chunks and in each lazy
      // route's list of chunks to fetch, all in the login page's first load. Smaller shared code is
      // copied into the screens that use it (the build is about 15 % larger in all, the first load
      // about 340 B smaller).
      // Under the dev server, no shared chunks: which ones a lazy import loads is written into the
      // importing module, and the split hangs on module sizes, so an edit could move it and change
      // a route module that React Refresh cannot swap (the page reloaded, state lost).
      splitChunks: serving
        ? false
        : {
            chunks: (chunk) =>
              !['login', 'charts', PUSH_WORKER, LOGIN_SHELL_BOOT].includes(chunk.name ?? ''),
            minSize: 60_000,
          },
      runtimeChunk: 'single',
      // The hashes in file names are the chunks' own (from their modules), not recomputed from the
      // minified files: that second pass replaces every occurrence of a provisional hash in the
      // output, and a five-digit hash can occur in the code itself (d3-color's table of named
      // colours lost `orangered`'s 16729344 to `168cf504`, a syntax error, in MUI X Charts' chunk).
      realContentHash: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
