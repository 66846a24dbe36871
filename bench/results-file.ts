import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const resultsFile = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

/**
 * Puts a benchmark's section into bench/RESULTS.md: replaces what stands between its
 * `<!-- name:start -->` and `<!-- name:end -->` markers, or appends it when they are missing.
 */
export function writeResultsSection(name: string, section: string) {
  const current = existsSync(resultsFile)
    ? readFileSync(resultsFile, 'utf8')
    : '# Benchmark results\n';
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`);
  const next = pattern.test(current)
    ? current.replace(pattern, () => section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(resultsFile, next);
}
