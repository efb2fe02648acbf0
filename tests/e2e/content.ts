import { loadContent } from '../../scripts/build/content/load-content.ts';
import { projectRoot } from '../../scripts/build/hosting-rules.ts';
import { siteUrl } from '../../scripts/build/seo-files.mjs';
import {
  contentViews,
  type ContentView,
  type ContentViewName,
} from '../../src/content/content-views.ts';

const { content, problems } = loadContent(projectRoot);
if (!content) throw new Error(`The content has problems: ${JSON.stringify(problems)}`);

/**
 * What a page is given of content/ (src/content/content-views.ts), for journeys that check it is
 * shown: the expectations come from the data, so editing the content needs no test edit.
 */
export function contentView<Name extends ContentViewName>(name: Name): ContentView<Name> {
  return contentViews[name](content as NonNullable<typeof content>, {
    origin: siteUrl(),
  }) as ContentView<Name>;
}
