// The API's throughput targets (docs/benchmarks.md), checked against bench/api.mjs's rows (figures, not test assertions).
// Ratios are to bare Fastify measured in the same run; rows are matched by route name prefix.

const ratio = (r) => r.rps / r.bare;
const find = (rows, label, processes, prefix) =>
  rows.filter((r) => r.label === label && r.processes === processes && r.route.startsWith(prefix));

/** [{ target, figure, met }] for every target whose rows were measured. */
export function checkTargets(rows, polling) {
  const out = [];
  const each = (target, matched, test, figure) => {
    if (matched.length === 0) return;
    out.push({ target, figure: matched.map(figure).join('; '), met: matched.every(test) });
  };
  const x = (r) => `${ratio(r).toFixed(3)}x`;
  const userInfo = 'GET /api/user/info';
  each(
    'PostgreSQL user/info >= 0.10x bare, p99 <= 100 ms',
    find(rows, 'PostgreSQL', 1, userInfo),
    (r) => ratio(r) >= 0.1 && r.p99 <= 100 && r.check === 'ok',
    (r) => `${r.route.slice(userInfo.length + 2)}: ${x(r)}, p99 ${r.p99} ms`,
  );
  each(
    'PostgreSQL status2 (20 ids) >= 0.10x',
    find(rows, 'PostgreSQL', 1, 'GET /api/images/status2'),
    (r) => ratio(r) >= 0.1 && r.check === 'ok',
    x,
  );
  each(
    'PostgreSQL list3 gallery >= 0.05x',
    find(rows, 'PostgreSQL', 1, 'GET /api/images/list3, gallery'),
    (r) => ratio(r) >= 0.05 && r.check === 'ok',
    x,
  );
  each(
    'PostgreSQL config >= 0.30x',
    find(rows, 'PostgreSQL', 1, 'GET /api/config/generate'),
    (r) => ratio(r) >= 0.3 && r.check === 'ok',
    x,
  );
  const one = find(rows, 'PostgreSQL', 1, userInfo);
  const two = find(rows, 'PostgreSQL', 2, userInfo);
  if (one.length > 0 && two.length === one.length) {
    const pairs = one.map((r, i) => [r, two[i]]);
    out.push({
      target: 'PostgreSQL: two API processes beat one (user/info req/s)',
      figure: pairs.map(([a, b]) => `${a.rps.toFixed(0)} -> ${b.rps.toFixed(0)}`).join('; '),
      met: pairs.every(([a, b]) => b.rps > a.rps),
    });
  }
  each(
    'PGlite user/info >= 0.03x bare, p99 <= 300 ms, none over 1 s',
    find(rows, 'PGlite', 1, userInfo),
    (r) => ratio(r) >= 0.03 && r.p99 <= 300 && r.max <= 1000 && r.check === 'ok',
    (r) => `${r.route.slice(userInfo.length + 2)}: ${x(r)}, p99 ${r.p99} ms, max ${r.max} ms`,
  );
  if (polling) {
    out.push({
      target: 'a client polling status2 every 2 s < 1% of one core',
      figure: `${polling.pct.toFixed(2)}%`,
      met: polling.pct < 1,
    });
  }
  return out;
}
