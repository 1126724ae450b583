// `npm run bench:languages` (issue 48): whether saying a signed call's answer in the borrower's language costs time.
// The built product (as `npm run bench` starts it) answers the same signed calls with `lang: en` and with `lang: bem`
// (LANGS: and/or ny), in the same process, one run after the other: each round runs every case in every language, the
// order of the languages turned by one each round (en first, then bem first, ...), so that neither language always
// runs on a warmer process or a quieter minute. The cases: signed reads (their answers carry no catalogue text; the
// header alone) and the refused calls of cases.mjs, whose `msg` goes through the catalogue (plugins/envelope.ts).
// First one call of each case in each language, printed and checked: the status each expects, and the words of a
// refusal the catalogue has in Bemba or Nyanja, not in English. It prints, per case and language, the medians over
// the rounds (req/s, p99, server CPU ms per request), and each language's ratio to English: taken in each round
// between the two neighbouring runs, then the median, the quartiles and the lowest and highest over the rounds, per
// case and for every round of the signed reads and of the refused calls together. A benchmark, not a test: it fails on
// a wrong answer, never on a figure. The rows are written to bench-results/ as JSON too, and `--table <that file>`
// prints a saved run's tables again.
// Knobs: languagesConfig in config.mjs.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { pickCases, REFUSED_CALLS, SIGNED_READS } from './cases.mjs';
import { languagesConfig as cfg } from './config.mjs';
import { withCpu } from './cpu.mjs';
import { withThrowAwayDatabase } from './databases.mjs';
import { signedCase } from './load.mjs';
import { CLIENT_HEADERS, loggedInBorrower, prepareBorrowers, prepareMany, signed } from './prepare.mjs';
import { withCouponsAndAge, withStageOrder } from './realistic.mjs';
import { startProduct } from './servers.mjs';

const LANGS = ['en', ...cfg.languages];
const cases = pickCases(cfg.cases, [...SIGNED_READS, ...REFUSED_CALLS]);
if (cases.length === 0 || LANGS.length < 2) throw new Error(`nothing to compare: LANGS_CASES=${cfg.cases} LANGS=${cfg.languages.join(',')}`);
const load = { connections: cfg.connections, duration: cfg.seconds };

/** The q-quantile of xs (linear between neighbours); q = 0.5: the median. */
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (s.length - 1) * q;
  return s[Math.floor(at)] + (s[Math.ceil(at)] - s[Math.floor(at)]) * (at - Math.floor(at));
};
const median = (xs) => quantile(xs, 0.5);
/** `median [quartiles] (lowest-highest)`. */
const spread = (xs, digits) => {
  const f = (x) => x.toFixed(digits);
  return `${f(median(xs))} [${f(quantile(xs, 0.25))}-${f(quantile(xs, 0.75))}] (${f(Math.min(...xs))}-${f(Math.max(...xs))})`;
};
const turned = (list, by) => list.map((_, i) => list[(i + by) % list.length]);

/** One call of a case in a language, as the load sends it: its status and `msg`. */
async function oneCall(url, session, c, lang) {
  const res = await fetch(url + c.path(session), {
    method: c.method,
    headers: { ...signed(session), 'content-type': 'application/json', lang },
    body: c.method === 'GET' ? undefined : JSON.stringify(c.body ? c.body(session) : {}),
  });
  const json = await res.json();
  return { status: res.status, msg: json.msg };
}

/** Every case answers as it should in every language; the words of each refusal are printed (issue 48's check). */
const said = [];
async function check(kind, url, sessionsOf) {
  for (const c of cases) {
    const session = sessionsOf(c)[0];
    const answers = {};
    for (const lang of LANGS) {
      const answer = await oneCall(url, session, c, lang);
      if (answer.status !== (c.status ?? 200)) throw new Error(`${c.name}, lang ${lang}: ${answer.status} ${answer.msg}, expected ${c.status ?? 200}`);
      answers[lang] = answer.msg;
      said.push({ db: kind, case: c.name, lang, status: answer.status, msg: answer.msg });
    }
    for (const lang of cfg.languages) {
      if (c.translated === true && answers[lang] === answers.en) throw new Error(`${c.name}: lang ${lang} answered English, "${answers.en}"`);
      if (c.translated === false && answers[lang] !== answers.en) throw new Error(`${c.name}: lang ${lang} answered "${answers[lang]}", not the English words`);
    }
  }
  console.table(said.filter((row) => row.db === kind));
}

async function benchDatabase(kind, databaseUrl) {
  const dir = mkdtempSync(path.join(tmpdir(), `pocket-bench-langs-${kind}-`));
  const product = await startProduct({ dataDir: dir, databaseUrl, logFile: path.join(dir, 'server.log') });
  try {
    const stages = cases.some((c) => c.who === 'stage') ? Math.ceil(cfg.borrowers / 3) : 0;
    console.log(`[langs] ${kind}: product ready in ${product.readyMs} ms; preparing ${cfg.borrowers} + ${stages} sandbox borrowers`);
    const loaned = await prepareBorrowers(product.url, cfg.borrowers);
    const prepared = await prepareMany(loaned.length, () => withCouponsAndAge(product.url, loaned.pop()));
    const sessions = prepared.map((s, i) => ({ ...s, otherOrderId: prepared[(i + 1) % prepared.length].orderId }));
    const phones = await prepareMany(stages, async () => withStageOrder(product.url, await loggedInBorrower(product.url)));
    const sessionsOf = (c) => (c.who === 'stage' ? phones : sessions);
    await check(kind, product.url, sessionsOf);

    const measure = (c, lang, duration) => withCpu(product.pid, () => signedCase(product.url, sessionsOf(c), c, { ...load, duration }, { lang }));
    if (cfg.warmup > 0) for (const c of cases) for (const lang of LANGS) await measure(c, lang, cfg.warmup);
    const runs = [];
    for (let round = 0; round < cfg.rounds; round += 1) {
      for (const c of cases) {
        for (const lang of turned(LANGS, round)) {
          const row = await measure(c, lang, cfg.seconds);
          runs.push({ db: kind, round, case: c.name, lang, ...row });
          console.log(`[langs] ${kind} round ${round + 1}/${cfg.rounds} ${lang.padEnd(3)} ${row.reqPerSec} req/s, p99 ${row.p99} ms, ${row.cpuMsPerReq} ms CPU/req, ${row.errors} errors: ${c.name}`);
        }
      }
    }
    return runs;
  } finally {
    await product.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The tables of a run's rows (or of a saved run's: `node bench/languages.mjs --table bench-results/<file>.json`). */
function tables(runs) {
  const perLanguage = [];
  const ratios = [];
  const pooled = new Map();
  const distinct = (key) => [...new Set(runs.map((r) => r[key]))];
  for (const db of distinct('db')) {
    for (const name of distinct('case')) {
      const of = (lang) => runs.filter((r) => r.db === db && r.case === name && r.lang === lang).sort((a, b) => a.round - b.round);
      const en = of('en');
      for (const lang of distinct('lang')) {
        const rows = of(lang);
        perLanguage.push({
          db,
          case: name,
          lang,
          'req/s median [quartiles] (range)': spread(rows.map((r) => r.reqPerSec), 0),
          'p99 ms': spread(rows.map((r) => r.p99), 0),
          'server CPU ms/req': spread(rows.map((r) => r.cpuMsPerReq), 2),
          errors: rows.reduce((sum, r) => sum + r.errors, 0),
        });
        if (lang === 'en') continue;
        const each = (field) => rows.map((r, i) => r[field] / en[i][field]);
        ratios.push({ db, case: name, language: `${lang}/en`, 'req/s ratio median [quartiles] (range)': spread(each('reqPerSec'), 3), 'p99 ratio': spread(each('p99'), 3), 'server CPU/req ratio': spread(each('cpuMsPerReq'), 3) });
        // Every round of every case of a kind together: the signed reads (no catalogue text) and the refused calls.
        const key = `${db}\u0000${name.endsWith('(refused)') ? 'refused calls (their msg looked up in the catalogue)' : 'signed reads (no catalogue text)'}\u0000${lang}`;
        const all = pooled.get(key) ?? { reqPerSec: [], p99: [], cpuMsPerReq: [] };
        for (const field of Object.keys(all)) all[field].push(...each(field));
        pooled.set(key, all);
      }
    }
  }
  for (const [key, all] of pooled) {
    const [db, kind, lang] = key.split('\u0000');
    ratios.push({ db, case: `every round of the ${kind}`, language: `${lang}/en`, 'req/s ratio median [quartiles] (range)': spread(all.reqPerSec, 3), 'p99 ratio': spread(all.p99, 3), 'server CPU/req ratio': spread(all.cpuMsPerReq, 3) });
  }
  return { perLanguage, ratios };
}

function print({ config, runs }) {
  const { perLanguage, ratios } = tables(runs);
  console.log(`\n${config.connections} connections, ${config.seconds} s a run, ${config.rounds} rounds, languages en, ${config.languages.join(', ')} (the order turned each round), client headers ${JSON.stringify({ ...CLIENT_HEADERS, lang: '<each>' })}`);
  console.table(perLanguage);
  console.log('Each language against English: the ratio of the two neighbouring runs of each round, median [quartiles] (lowest-highest) over the rounds');
  console.table(ratios);
  return { perLanguage, ratios };
}

const saved = process.argv.indexOf('--table');
if (saved !== -1) {
  print(JSON.parse(readFileSync(process.argv[saved + 1], 'utf8')));
  process.exit(0);
}
const runs = [];
for (const kind of cfg.databases) {
  if (kind === 'pglite') runs.push(...(await benchDatabase(kind, undefined)));
  else runs.push(...(await withThrowAwayDatabase(cfg.pgBase, `pocket_bench_langs_${process.pid}_${Date.now()}`, (url) => benchDatabase(kind, url))));
}
const { perLanguage, ratios } = print({ config: cfg, runs });
const out = path.join(fileURLToPath(new URL('..', import.meta.url)), 'bench-results');
mkdirSync(out, { recursive: true });
const file = path.join(out, `languages-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ config: cfg, said, runs, perLanguage, ratios }, null, 2));
console.log(`[langs] rows in ${file}`);
