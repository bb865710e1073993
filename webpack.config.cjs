// Production build of the SPA. `--env fast` skips type-checking (CI type-checks separately with tsc).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Build-time configuration read by src/config/env.ts. */
function appEnv() {
  const keys = [
    'API_BASE_URL',
    'AUTH_GUARD',
    'MULTI_COLOR',
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

module.exports = (env = {}, argv = {}) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: { '@': path.resolve(__dirname, 'src') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: Boolean(env.fast), compilerOptions: { noEmit: false } },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(appEnv()),
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
    ],
    optimization: {
      // terser with modern output: the bundle targets evergreen desktop browsers (ES2022)
      minimizeOptions: {
        javascript: { ecma: 2020, module: true, compress: { passes: 3, ecma: 2020 } },
      },
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
