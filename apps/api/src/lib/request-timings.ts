import type { Metric, Registry } from 'prom-client';

const DURATION = 'http_request_duration_seconds';

/** One method, route pattern and status: its requests, counted into the histogram's buckets. */
interface Series {
  labels: { method: string; route: string; status: string };
  /** Requests per bound (not cumulative); one past every bound is in `count` alone (+Inf). */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * Every request counted and timed, by method, route pattern and status: `http_requests_total`
 * and the histogram `http_request_duration_seconds`, as prom-client's Counter and Histogram
 * write them. prom-client's own classes check and hash the label object again on every
 * `inc` and `observe`, ~2 µs of the 38 µs a /health read costs; here a request finds its series by
 * one Map lookup and its bucket by a few comparisons, and the registry asks for the numbers only
 * when it is scraped (docs/decisions/030-api-hot-path.md). Both metrics are registered in
 * `registry` and answer its `get()` and `reset()` the way prom-client's do.
 */
export class RequestTimings {
  private readonly series = new Map<string, Series>();
  private readonly bounds: readonly number[];

  constructor(registry: Registry, bounds: readonly number[]) {
    this.bounds = bounds;
    const labelled = () => [...this.series.values()];
    const reset = () => this.series.clear();
    const metric = (name: string, help: string, type: string, values: () => object[]) => {
      const made = {
        name,
        help,
        type,
        aggregator: 'sum',
        reset,
        get: async () => ({ name: made.name, help, type, aggregator: 'sum', values: values() }),
      };
      return made;
    };
    const requests = metric(
      'http_requests_total',
      'Requests answered, by method, route pattern and status',
      'counter',
      () => labelled().map(({ labels, count }) => ({ labels, value: count })),
    );
    const duration = metric(
      DURATION,
      'Time to answer, by method, route pattern and status',
      'histogram',
      () => labelled().flatMap((one) => this.export(one)),
    );
    // prom-client's registry takes any metric that answers get() and reset(); its type names
    // only its own classes.
    registry.registerMetric(requests as unknown as Metric);
    registry.registerMetric(duration as unknown as Metric);
  }

  /** One request of `method` on `route` answered with `status` after `seconds`. */
  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let one = this.series.get(key);
    if (!one) {
      one = {
        labels: { method, route, status: String(status) },
        buckets: new Array<number>(this.bounds.length).fill(0),
        sum: 0,
        count: 0,
      };
      this.series.set(key, one);
    }
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket += 1;
    if (bucket < this.bounds.length) one.buckets[bucket]! += 1;
    one.sum += seconds;
    one.count += 1;
  }

  /** A series as prom-client's Histogram writes it: cumulative buckets, +Inf, sum, count. */
  private export({ labels, buckets, sum, count }: Series) {
    let below = 0;
    const name = DURATION;
    return [
      ...this.bounds.map((le, i) => {
        below += buckets[i]!;
        return { labels: { le, ...labels }, value: below, metricName: `${name}_bucket` };
      }),
      { labels: { le: '+Inf', ...labels }, value: count, metricName: `${name}_bucket` },
      { labels, value: sum, metricName: `${name}_sum` },
      { labels, value: count, metricName: `${name}_count` },
    ];
  }
}
