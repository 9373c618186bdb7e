import { describe, expect, it } from 'vitest';
import { redirectQueryProblem, redirectTargetProblem } from '../../common/search/redirects';
import { foldSearchText, synonymConflicts, synonymRuleProblems } from '../../common/search/synonyms';
import { DEMO_REDIRECTS, DEMO_SYNONYMS } from './search-rules';

describe('the demo store’s search words', () => {
  it('are rules staff could have saved: folded, valid, and not in conflict with one another', () => {
    DEMO_SYNONYMS.forEach((rule, index) => {
      expect(synonymRuleProblems(rule), rule.terms.join(', ')).toEqual({});
      expect([rule.input, ...rule.terms].filter(Boolean).map((term) => foldSearchText(term!))).toEqual([rule.input, ...rule.terms].filter(Boolean));
      const others = DEMO_SYNONYMS.map((other, id) => ({ ...other, id })).filter((other) => other.id !== index);
      expect(synonymConflicts(rule, others), rule.terms.join(', ')).toEqual({});
    });
  });

  it('redirect to pages of the store, each query once', () => {
    for (const redirect of DEMO_REDIRECTS) {
      expect(redirectQueryProblem(redirect.query)).toBeNull();
      expect(redirect.query).toBe(foldSearchText(redirect.query));
      if (redirect.target) expect(redirectTargetProblem(redirect.target)).toBeNull();
    }
    expect(new Set(DEMO_REDIRECTS.map((redirect) => redirect.query)).size).toBe(DEMO_REDIRECTS.length);
  });
});
