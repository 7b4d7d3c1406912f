// What Lighthouse's simulated LCP waits for: the requests and main-thread tasks of its optimistic
// and pessimistic graphs (Lantern), each with its simulated start and end, from a run saved by
// `SAVE_TRACES=1 node bench/web.mjs`. LCP is the mean of the two graphs' last ends (or FCP if
// later). Lantern counts every request that ended before the observed LCP, except low-priority
// images, and on HTTP/1.1 a request on a fresh connection pays its handshake: this is how the
// site icon's request was found to cost a studio's page 0.15 s (bench/web.md).
// Usage: node bench/lcp-graph.mjs <report>.trace.json
import { readFileSync } from 'node:fs';
import * as constants from 'lighthouse/core/config/constants.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const saved = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
const settings = {
  ...constants.defaultSettings,
  throttlingMethod: 'simulate',
  throttling: constants.throttling.mobileSlow4G,
  formFactor: 'mobile',
  screenEmulation: constants.screenEmulationMetrics.mobile,
};
const lcp = await LanternLargestContentfulPaint.request(
  {
    trace: saved.trace,
    devtoolsLog: saved.devtoolsLog,
    gatherContext: saved.GatherContext,
    settings,
    simulator: null,
    URL: saved.URL,
    SourceMaps: [],
  },
  { computedCache: new Map(), settings },
);
const ms = (value) => String(Math.round(value)).padStart(6);
console.log(
  `LCP ${Math.round(lcp.timing)} ms: optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, ` +
    `pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}`,
);
const origin = lcp.optimisticGraph.startTime;
const describe = (node) =>
  node.type === 'network'
    ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} (${node.request.priority} ${node.request.resourceType})`
    : `main thread, observed at ${Math.round((node.startTime - origin) / 1000)} ms for ` +
      `${((node.endTime - node.startTime) / 1000).toFixed(1)} ms: ` +
      [...new Set(node.childEvents.filter((e) => e.dur > 500).map((e) => e.name))]
        .slice(0, 4)
        .join(', ');
for (const [label, estimate] of [
  ['optimistic', lcp.optimisticEstimate],
  ['pessimistic', lcp.pessimisticEstimate],
]) {
  console.log(`\n${label} graph (simulated start, end ms):`);
  const timings = [...estimate.nodeTimings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  );
  for (const [node, timing] of timings) {
    console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${describe(node)}`);
  }
}
