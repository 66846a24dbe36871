import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

/**
 * What Google's rich results rules find wrong with a page's structured data: `errors` keep it out
 * of rich results; `missing` names the recommended properties it leaves out.
 */
export async function richResultIssues(html: string) {
  const extracted = new WebAutoExtractor({ embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = await new Validator().validate(extracted);
  return {
    errors: issues
      .filter((issue) => issue.severity === 'ERROR')
      .map((issue) => `${issue.rootType}: ${issue.issueMessage}`),
    missing: issues
      .filter((issue) => issue.severity === 'WARNING')
      .flatMap((issue) => (issue.fieldNames ?? []).map((field) => `${issue.rootType}.${field}`))
      .sort(),
  };
}
