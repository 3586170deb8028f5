/**
 * Other requests while a long one runs: a client that calls the given URLs one after another, as
 * fast as they answer, and records how long each took. What an office sees while another school
 * imports its roll.
 */
export type Poller = { stop: () => Promise<string> };

export function pollLatencies(calls: { url: string; headers?: Record<string, string> }[]): Poller {
  const times: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const call of calls) {
        const started = performance.now();
        try {
          const response = await fetch(call.url, { headers: call.headers });
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
        } catch {
          failures += 1;
        }
        times.push(performance.now() - started);
      }
      // A pause between rounds, so the poller is a busy office and not a load test.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return summary(times, failures);
    },
  };
}

function summary(times: number[], failures: number): string {
  if (times.length === 0) return 'others: no request finished';
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return (
    `others: ${sorted.length} requests, p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, ` +
    `max ${sorted.at(-1)!.toFixed(0)} ms, failed ${failures}`
  );
}
