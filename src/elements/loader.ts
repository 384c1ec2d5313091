// The autoloader (`meet-loader.js`): a page includes it once, and each `meet-*` tag's module is imported the
// first time the tag appears, in the document or in any open shadow root, so a CMS page lists no modules.

const modules = import.meta.glob('./meet-*.ts');
const asked = new Set<string>();
const watched = new WeakSet<Node>();

/** Imports the module of `tag` once, when it is one of ours. */
function load(tag: string) {
  const module = modules[`./${tag}.ts`];
  if (!module || asked.has(tag)) return;
  asked.add(tag);
  void module();
}

/** Loads what `element` and its subtree need, and watches the open shadow roots inside. */
function visit(element: Element) {
  for (const each of [element, ...element.querySelectorAll('*')]) {
    load(each.localName);
    if (each.shadowRoot) watch(each.shadowRoot);
    // A custom element attaches its shadow root when it is defined, maybe after it entered the page.
    else if (each.localName.includes('-'))
      void customElements.whenDefined(each.localName).then(() => each.shadowRoot && watch(each.shadowRoot));
  }
}

/** Loads the tags already in `root` and those added to it later. */
function watch(root: Document | ShadowRoot) {
  if (watched.has(root)) return;
  watched.add(root);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) visit(node);
  }).observe(root, { childList: true, subtree: true });
  for (const child of root.children) visit(child);
}

// On a server there is no document: importing the loader does nothing there.
if (typeof document !== 'undefined') watch(document);
