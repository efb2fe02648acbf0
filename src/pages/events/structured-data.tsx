/**
 * JSON-LD for search engines, in the pre-rendered HTML. `<` is escaped so no text of the content
 * can close the script element.
 */
export function StructuredData({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
