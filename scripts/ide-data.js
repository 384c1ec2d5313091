// IDE data from the Custom Elements Manifest: JetBrains' web-types.json and VS Code's custom data for HTML
// (tags, attributes) and CSS (custom properties, parts), written beside the manifest by `npm run manifest`.

/** The three files, by name, from the manifest `manifest` and the package's name and version. */
export function ideData(manifest, { name, version }) {
  const elements = manifest.modules.flatMap((m) => m.declarations.map((d) => ({ ...d, module: m.path })));
  const webTypes = {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elements.map((d) => ({
          name: d.tagName,
          description: d.summary ?? '',
          source: { module: `./${d.module}`, symbol: d.name },
          attributes: (d.attributes ?? []).map((a) => ({
            name: a.name,
            description: a.description ?? '',
            value: { type: a.type?.text ?? 'string' },
          })),
          events: (d.events ?? []).map((e) => ({ name: e.name, description: e.description ?? '' })),
          css: {
            parts: (d.cssParts ?? []).map((p) => ({ name: p.name, description: p.description ?? '' })),
            properties: (d.cssProperties ?? []).map((p) => ({
              name: p.name,
              description: p.description ?? '',
            })),
          },
        })),
      },
    },
  };
  const html = {
    version: 1.1,
    tags: elements.map((d) => ({
      name: d.tagName,
      description: d.summary ?? '',
      attributes: (d.attributes ?? []).map((a) => ({ name: a.name, description: a.description ?? '' })),
    })),
  };
  const properties = new Map();
  for (const d of elements)
    for (const p of d.cssProperties ?? []) if (!properties.has(p.name)) properties.set(p.name, p);
  const css = {
    version: 1.1,
    properties: [...properties.values()].map((p) => ({ name: p.name, description: p.description ?? '' })),
    pseudoElements: [...new Set(elements.flatMap((d) => (d.cssParts ?? []).map((p) => p.name)))].map(
      (part) => ({ name: `::part(${part})`, description: `the ${part} part of a meet-* element` }),
    ),
  };
  return {
    'dist-spec/web-types.json': webTypes,
    'dist-spec/vscode.html-custom-data.json': html,
    'dist-spec/vscode.css-custom-data.json': css,
  };
}
