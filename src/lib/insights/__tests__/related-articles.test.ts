import { relatedArticles, type ArticleSummary } from "../articles";
import { relatedForEach } from "../related-articles";

// The ranking, counted: the real one, called through a mock so a test can count its calls.
jest.mock("../articles", () => {
  const actual = jest.requireActual<typeof import("../articles")>("../../insights/articles");
  return { ...actual, relatedArticles: jest.fn(actual.relatedArticles) };
});
const rank = jest.mocked(relatedArticles);

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** `n` articles over `services` services, one to three each in any order, many on the same day. */
function articles(n: number, services: number, seed: number): ArticleSummary[] {
  const next = random(seed);
  const pick = () => `service-${Math.floor(next() * services)}`;
  return Array.from({ length: n }, (_, i) => ({
    slug: `article-${String(Math.floor(next() * 1e6)).padStart(6, "0")}-${i}`,
    date: `2026-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 3)}`,
    services: [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, pick))],
  }));
}

describe("every article's related articles, for a whole build", () => {
  it.each([
    [1, 4, 1],
    [2, 4, 2],
    [3, 2, 3],
    [60, 5, 4],
    [300, 10, 5],
    [300, 2, 6],
  ])("are exactly what relatedArticles gives each of %i articles over %i services (seed %i)", (n, services, seed) => {
    const list = articles(n, services, seed);
    const all = relatedForEach(list, 2);
    expect(all.size).toBe(n);
    for (const article of list)
      expect(all.get(article.slug)?.map((a) => a.slug)).toEqual(
        relatedArticles(list, article.slug, 2).map((a) => a.slug),
      );
  });

  it("are the same for three and for none", () => {
    const list = articles(40, 4, 7);
    for (const count of [0, 3]) {
      const all = relatedForEach(list, count);
      for (const article of list) expect(all.get(article.slug)).toEqual(relatedArticles(list, article.slug, count));
    }
  });

  it("rank the articles once for each set of services, not once for each article", () => {
    const list = articles(2000, 3, 8);
    rank.mockClear();
    relatedForEach(list, 2);
    const sets = new Set(list.map((a) => [...a.services].sort().join(" ")));
    expect(sets.size).toBeLessThan(10);
    expect(rank).toHaveBeenCalledTimes(sets.size);
  });
});
