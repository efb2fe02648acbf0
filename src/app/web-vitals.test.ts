import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportMetric, startWebVitals } from './web-vitals.ts';

const subscribed = vi.hoisted(() => new Map<string, (metric: unknown) => void>());

vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: unknown) => void) =>
    subscribed.set(name, callback);
  return {
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onINP: on('INP'),
    onLCP: on('LCP'),
    onTTFB: on('TTFB'),
  };
});

const lcp = {
  name: 'LCP',
  value: 812.5,
  rating: 'good',
  delta: 812.5,
  id: 'v5-1',
  navigationType: 'navigate',
  navigationId: 1,
  entries: [],
} satisfies Metric;

describe('web vitals', () => {
  const sendBeacon = vi.fn(() => true);
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});

  beforeEach(() => {
    subscribed.clear();
    sendBeacon.mockClear();
    info.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('subscribes to CLS, INP, FCP, LCP and TTFB and logs them in development', async () => {
    await startWebVitals({ isDev: true, vitalsUrl: null });
    expect([...subscribed.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    subscribed.get('LCP')?.(lcp);
    expect(info).toHaveBeenCalledWith('[web-vitals] LCP 812.500 (good)');
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('beacons each metric to VITE_VITALS_URL without logging in production', () => {
    reportMetric(lcp, { isDev: false, vitalsUrl: 'https://vitals.example.org/collect' });
    expect(info).not.toHaveBeenCalled();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('https://vitals.example.org/collect');
    expect(JSON.parse(body)).toEqual({
      name: 'LCP',
      value: 812.5,
      rating: 'good',
      delta: 812.5,
      id: 'v5-1',
      navigationType: 'navigate',
      page: '/',
    });
  });

  it('falls back to a keepalive fetch when the beacon queue refuses', () => {
    sendBeacon.mockReturnValueOnce(false);
    const fetchMock = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', fetchMock);
    reportMetric(lcp, { isDev: false, vitalsUrl: 'https://vitals.example.org/collect' });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://vitals.example.org/collect',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });

  it('loads nothing in production without a collector URL', async () => {
    await startWebVitals({ isDev: false, vitalsUrl: null });
    expect(subscribed.size).toBe(0);
  });
});
