// Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside every text or wasm file of
// the build, for static hosts that serve precompressed files (see README, "Deploy"), and prints
// one JSON line per file: {"file", "raw", "gzip", "br"} for scripts/post-build.py's size report.
//
//   node scripts/precompress.mjs DIR
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const root = process.argv[2] || 'dist';
const COMPRESSIBLE = /\.(html|js|mjs|css|wasm|svg|json|webmanifest)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

// The site's config.json is edited where it is deployed (docs/multiplayer.md): a compressed copy
// would go stale, and hosts that serve .gz/.br without comparing dates would hand out the old one.
const EDITED = 'config.json';

for (const path of walk(root).sort()) {
  if (!COMPRESSIBLE.test(path) || relative(root, path) === EDITED) continue;
  const data = readFileSync(path);
  const gz = gzipSync(data, { level: 9 });
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(path + '.gz', gz);
  writeFileSync(path + '.br', br);
  const file = relative(root, path).split('\\').join('/');
  console.log(JSON.stringify({ file, raw: data.length, gzip: gz.length, br: br.length }));
}
