// Lighthouse CI settings for `npm run test:lighthouse` (scripts/lighthouse.ts starts the built app on a fresh
// data folder and passes the pages to audit in HAAT_LIGHTHOUSE_URLS). Lighthouse's default form factor is
// a phone with simulated slow 4G and a 4x slower CPU: the mobile figures of docs/benchmarks.md.
//
// The performance budget is what the code meets on this project's busy 2-core machines, with a margin;
// the target on a quiet machine is 0.9 (docs/benchmarks.md, "Lighthouse (mobile)"). Accessibility, best
// practices and SEO must be perfect. Three runs a page; each assertion reads the median run.

/** A score, and bytes on the wire per page (Lighthouse's transfer sizes). */
const BUDGET = {
  // Medians measured on a busy machine on 2026-11-25: 0.21-0.27; on the slowest machine since (2026-11-28,
  // benchmarkIndex 1,100-1,500) 0.36-0.47, before the first frame drawn by the build. On 2026-12-03, after
  // the work done inside scripts was cut (benchmarkIndex 1,200-2,300): 0.62-0.85, the product page 0.64-0.67
  // (docs/benchmarks.md, "Work done inside scripts"). Raised from 0.25 to hold that, with room for CI's
  // slowest machines.
  performance: 0.4,
  // The largest measured: 363.4 kB on the product page in CI on 2026-11-27 (all the page's scripts,
  // brotli; a category page 343.6 kB). Raised from 360 kB, where the product page sat at the edge: every
  // page's scripts grew by under 1 kB with checkout. Bringing them down is the phone-speed work
  // (docs/benchmarks.md, "Lighthouse (mobile)"). On 2026-11-27, after the account and seller work, the
  // product page measured 392.8 kB: its code grew by a few kB, but shared code split into 19 more files,
  // and every script answer carries about 1.2 kB of headers. With the first paint's code in one entry
  // chunk it loads 74 scripts instead of 103: 339.0 kB (Chromium on this machine, the bytes Lighthouse
  // counts; a category page 305.6 kB). Later that day the hashed assets lost the page-only security
  // headers (about 0.6 kB an answer): the product page 351.6 -> 304.4 kB in 80 scripts by the same method
  // (home 270.0 -> 240.5, a category page 321.8 -> 283.5). With the product page's dialogs and notistack
  // loaded on first use, Lighthouse measured the product page at 289.9 kB (docs/benchmarks.md).
  scriptBytes: 320_000,
  // The one preloaded Inter file (latin with ₹) is about 35 kB; fontsource's latin plus latin-ext were 133 kB.
  fontBytes: 40_000,
}

const median = (options) => ['error', { aggregationMethod: 'median-run', ...options }]

module.exports = {
  ci: {
    collect: {
      url: (process.env.HAAT_LIGHTHOUSE_URLS ?? '').split(/\s+/).filter(Boolean),
      numberOfRuns: 3,
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      settings: {
        chromeFlags: '--headless=new --no-sandbox',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
    assert: {
      assertions: {
        'categories:performance': median({ minScore: BUDGET.performance }),
        'categories:accessibility': median({ minScore: 1 }),
        'categories:best-practices': median({ minScore: 1 }),
        'categories:seo': median({ minScore: 1 }),
        'resource-summary:script:size': median({ maxNumericValue: BUDGET.scriptBytes }),
        'resource-summary:font:size': median({ maxNumericValue: BUDGET.fontBytes }),
      },
    },
    // Reports stay on this machine (.lighthouseci/, ignored by git): nothing is uploaded.
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
}
