import { p75, vitalsVerdict, vitalVerdict } from './vitalsVerdict';

const settings = { minSample: 20, confidenceZ: 1.645, vitalMarginsMs: { INP: 100, LCP: 500 } };
/** `count` shoppers, each with one value, spread evenly from `from` to `to`. */
const shoppers = (count: number, from: number, to = from) =>
  Array.from({ length: count }, (_, i) =>
    count === 1 ? from : from + ((to - from) * i) / (count - 1),
  );

describe('the canary verdict on the shoppers’ web vitals', () => {
  it('reads the 75th percentile by nearest rank', () => {
    expect(p75([])).toBeUndefined();
    expect(p75([40])).toBe(40);
    expect(p75([400, 10, 30, 20])).toBe(30);
    expect(p75(shoppers(100, 1, 100))).toBe(75);
  });

  it('rolls back a canary whose every click takes 300 ms more, with both p75s, both samples and the statistic', () => {
    expect(vitalVerdict('INP', shoppers(21, 340, 420), shoppers(21, 40, 120), settings)).toBe(
      "p75 INP 400 ms of 21 shoppers against 100 ms of 21 for the live release (margin 100 ms: 100.0 % of the canary's shoppers above 200 ms, z 7.94 ≥ 1.645, minimum 20 shoppers)",
    );
  });

  it('waits while either release has fewer shoppers than the minimum: too little is never healthy nor a rollback', () => {
    expect(vitalVerdict('INP', shoppers(19, 400), shoppers(100, 40), settings)).toBeUndefined();
    expect(vitalVerdict('INP', shoppers(100, 400), shoppers(19, 40), settings)).toBeUndefined();
  });

  it('lets a canary be within the margin, or worse by a few unlucky shoppers that 95 % confidence cannot tell from noise', () => {
    // 90 ms worse at p75: within INP's 100 ms.
    expect(vitalVerdict('INP', shoppers(40, 130), shoppers(40, 40), settings)).toBeUndefined();
    // 6 of 20 shoppers (30 %) above the live p75 plus the margin: the p75 is above it, but 20
    // shoppers cannot tell 30 % from 25 %.
    const canary = [...shoppers(14, 50), ...shoppers(6, 900)];
    expect(p75(canary)).toBe(900);
    expect(vitalVerdict('INP', canary, shoppers(20, 50), settings)).toBeUndefined();
    // The same share among 400 shoppers can.
    const many = [...shoppers(280, 50), ...shoppers(120, 900)];
    expect(vitalVerdict('INP', many, shoppers(20, 50), settings)).toContain('30.0 % of the canary');
  });

  it('judges INP and LCP each on its own margin, and says which one failed', () => {
    const fast = { INP: shoppers(20, 60), LCP: shoppers(20, 1_200) };
    // LCP 400 ms worse: within its 500 ms; then 800 ms worse: beyond it.
    expect(
      vitalsVerdict({ INP: fast.INP, LCP: shoppers(20, 1_600) }, fast, settings),
    ).toBeUndefined();
    expect(vitalsVerdict({ INP: fast.INP, LCP: shoppers(20, 2_000) }, fast, settings)).toMatch(
      /^p75 LCP 2000 ms of 20 shoppers against 1200 ms of 20/,
    );
  });
});
