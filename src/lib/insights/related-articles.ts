/**
 * Every article's related articles (src/lib/insights/articles.ts relatedArticles), worked out for
 * a whole build. relatedArticles ranks all the other articles each time it is asked, so asking it
 * once per article grew with the square of their number (0.3 s for 1,000 articles, 9 s for 4,000,
 * 32 s for 10,000). Its ranking depends only on the article's services, and leaving the article
 * itself out of a ranking does not reorder the rest: so each set of services is ranked once
 * (a set of services is a handful for the whole site), and each article takes that ranking without itself.
 */
import { relatedArticles, type ArticleSummary } from "./articles";

/** What relatedArticles(articles, a.slug, count) gives for each article `a`, by slug. */
export function relatedForEach<A extends ArticleSummary>(articles: readonly A[], count: number): Map<string, A[]> {
  const rankings = new Map<string, A[]>();
  const related = new Map<string, A[]>();
  for (const article of articles) {
    const key = JSON.stringify([...article.services].sort());
    let ranking = rankings.get(key);
    if (!ranking) {
      // An article with these services and a slug no file can have (file names are never empty), so every real article is ranked.
      const probe = { ...article, slug: "" };
      ranking = relatedArticles([...articles, probe], probe.slug, count + 1);
      rankings.set(key, ranking);
    }
    related.set(article.slug, ranking.filter((a) => a.slug !== article.slug).slice(0, count));
  }
  return related;
}
