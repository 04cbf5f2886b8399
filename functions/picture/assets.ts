/**
 * The files the PNG renderer reads at run time, as paths under `node_modules`: the resvg
 * WebAssembly module and the two DejaVu Sans faces the pictures use (regular and bold). A bundle
 * must ship them in a `node_modules` folder beside it, where Node's resolution finds them.
 */
export const PICTURE_ASSETS = {
  wasm: '@resvg/resvg-wasm/index_bg.wasm',
  fonts: ['dejavu-fonts-ttf/ttf/DejaVuSans.ttf', 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'],
} as const;
