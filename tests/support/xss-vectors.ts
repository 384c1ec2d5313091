// Script-injection vectors for every rich-text path. Written after the families of attack in DOMPurify's own
// test fixtures (cure53/DOMPurify, test/fixtures) and OWASP's XSS Filter Evasion Cheat Sheet
// (cheatsheetseries.owasp.org): script tags, event handlers, javascript:/data:/vbscript: URLs and their
// encodings, SVG, MathML, namespace confusion (mXSS), style and expression(), meta refresh, iframe srcdoc,
// form actions, template, noscript and DOM clobbering. Every vector that could run calls `window.__xss()`,
// the tripwire the tests install; none of it may run, and only b, br and a (http, https, mailto) may survive.

const CALL = 'window.__xss()';
const ENCODED_CALL = '&#119;&#105;&#110;&#100;&#111;&#119;&#46;&#95;&#95;&#120;&#115;&#115;&#40;&#41;';
const JS = 'javascript:';

/** Script elements and their look-alikes. */
const SCRIPTS = [
  `<script>${CALL}</script>`,
  `<SCRIPT>${CALL}</SCRIPT>`,
  `<script src="data:text/javascript,${CALL}"></script>`,
  `<script/src="data:,${CALL}"></script>`,
  `<scr<script>ipt>${CALL}</scr</script>ipt>`,
  `<<script>${CALL};//<</script>`,
  `<script>${CALL}<!--</script>`,
  `<script type="module">${CALL}</script>`,
  `<script\x20type="text/javascript">${CALL}</script>`,
  `<script>/*</script><script>*/${CALL}</script>`,
  `"><script>${CALL}</script>`,
  `'><script>${CALL}</script>`,
  `</title><script>${CALL}</script>`,
  `</textarea><script>${CALL}</script>`,
  `<script\n>${CALL}</script\n>`,
];

/** Event handlers on elements that fire them without a user. */
const HANDLERS = [
  `<img src=x onerror=${CALL}>`,
  `<img src="x" onerror="${CALL}">`,
  `<IMG SRC=x OnErRoR=${CALL}>`,
  `<img src=x onerror="${ENCODED_CALL}">`,
  `<img src=x:alert(1) onerror=eval('window.__x'+'ss()')>`,
  `<img/src=x/onerror=${CALL}>`,
  `<img src=x onerror\x0b=${CALL}>`,
  `<img src="x\`onerror=${CALL}>`,
  `<img """><script>${CALL}</script>">`,
  `<image src=x onerror=${CALL}>`,
  `<svg onload=${CALL}>`,
  `<svg/onload=${CALL}>`,
  `<body onload=${CALL}>`,
  `<body onpageshow=${CALL}>`,
  `<input autofocus onfocus=${CALL}>`,
  `<select autofocus onfocus=${CALL}>`,
  `<textarea autofocus onfocus=${CALL}></textarea>`,
  `<details open ontoggle=${CALL}>`,
  `<video src=x onerror=${CALL}></video>`,
  `<video><source onerror=${CALL}></video>`,
  `<audio src=x onerror=${CALL}></audio>`,
  `<iframe onload=${CALL}></iframe>`,
  `<object data=x onerror=${CALL}></object>`,
  `<link rel=stylesheet href=x onerror=${CALL}>`,
  `<style onload=${CALL}></style>`,
  `<marquee onstart=${CALL}>x</marquee>`,
  `<b onmouseover=${CALL}>bold</b>`,
  `<b onclick="${CALL}">bold</b>`,
  `<br onload=${CALL}>`,
  `<a href="https://example.com/" onclick="${CALL}">link</a>`,
  `<a href="https://example.com/"onmouseover="${CALL}">link</a>`,
  `<a onfocus=${CALL} autofocus tabindex=1 href="https://example.com/">link</a>`,
  `<div style="width:1px" onanimationstart=${CALL}>x</div>`,
  `<x contenteditable onfocus=${CALL} autofocus>x</x>`,
];

/** Links and sources to script URLs, plain and encoded. */
const URLS = [
  `<a href="${JS}${CALL}">link</a>`,
  `<a href="JaVaScRiPt:${CALL}">link</a>`,
  `<a href=" ${JS}${CALL}">link</a>`,
  `<a href="\x01${JS}${CALL}">link</a>`,
  `<a href="java\tscript:${CALL}">link</a>`,
  `<a href="java\nscript:${CALL}">link</a>`,
  `<a href="java&#x09;script:${CALL}">link</a>`,
  `<a href="java&#x0A;script:${CALL}">link</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${ENCODED_CALL}">link</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${CALL}">link</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${CALL}">link</a>`,
  `<a href="javascript&colon;${CALL}">link</a>`,
  `<a href="jav&#x0D;ascript:${CALL}">link</a>`,
  `<a href="%6A%61%76%61%73%63%72%69%70%74:${CALL}">link</a>`,
  `<a href='${JS}${CALL}'>link</a>`,
  `<a href=${JS}${CALL}>link</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3MoKTwvc2NyaXB0Pg==">link</a>`,
  `<a href="data:text/html,<script>${CALL}</script>">link</a>`,
  `<a href="vbscript:msgbox(1)">link</a>`,
  `<a href="livescript:${CALL}">link</a>`,
  `<a href="https://example.com/"><a href="${JS}${CALL}">nested</a></a>`,
  `<a href="https://example.com/" href="${JS}${CALL}">twice</a>`,
  `<a href="mailto:x@example.com" target="_self" rel="opener">mail</a>`,
  `<a href="https://example.com/" style="position:fixed;inset:0">overlay</a>`,
  `<a xlink:href="${JS}${CALL}">link</a>`,
  `<iframe src="${JS}${CALL}"></iframe>`,
  `<iframe src="data:text/html,<script>parent.__xss()</script>"></iframe>`,
  `<embed src="${JS}${CALL}">`,
  `<object data="${JS}${CALL}"></object>`,
  `<img src="${JS}${CALL}">`,
  `<img dynsrc="${JS}${CALL}">`,
  `<img lowsrc="${JS}${CALL}">`,
  `<bgsound src="${JS}${CALL}">`,
  `<input type="image" src="${JS}${CALL}">`,
  `<table background="${JS}${CALL}"><tr><td>x</td></tr></table>`,
  `<base href="${JS}${CALL}//">`,
  `<isindex action="${JS}${CALL}" type=image>`,
];

/** SVG and MathML, and the namespace confusion that mutates after sanitizing (mXSS). */
const FOREIGN = [
  `<svg><script>${CALL}</script></svg>`,
  `<svg><script href="data:,${CALL}"></script></svg>`,
  `<svg><a xlink:href="${JS}${CALL}"><text x="20" y="20">x</text></a></svg>`,
  `<svg><animate onbegin=${CALL} attributeName=x dur=1s>`,
  `<svg><set attributeName="onload" to="${CALL}"/></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${CALL}'/></svg>#x"></use></svg>`,
  `<svg><foreignObject><img src=x onerror=${CALL}></foreignObject></svg>`,
  `<svg><style><img src=x onerror=${CALL}></style></svg>`,
  `<svg></p><style><a id="</style><img src=x onerror=${CALL}>">`,
  `<svg><p><style><g title="</style><img src=x onerror=${CALL}>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${CALL}>`,
  `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src=x onerror=${CALL}>"></style></h1>`,
  `<math><maction actiontype="statusline" xlink:href="${JS}${CALL}">x</maction></math>`,
  `<math href="${JS}${CALL}">click</math>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${CALL}>`,
  `<noscript><p title="</noscript><img src=x onerror=${CALL}>">`,
  `<template><img src=x onerror=${CALL}></template>`,
  `<template><script>${CALL}</script></template>`,
  `<xmp><p title="</xmp><img src=x onerror=${CALL}>">`,
  `<noembed><img title="</noembed><img src=x onerror=${CALL}>"></noembed>`,
  `<noframes><img title="</noframes><img src=x onerror=${CALL}>"></noframes>`,
  `<iframe><img title="</iframe><img src=x onerror=${CALL}>"></iframe>`,
  `<textarea><img title="</textarea><img src=x onerror=${CALL}>"></textarea>`,
  `<title><img title="</title><img src=x onerror=${CALL}>"></title>`,
  `<!--<img src="--><img src=x onerror=${CALL}//">`,
  `<![CDATA[><img src=x onerror=${CALL}>]]>`,
  `<?xml-stylesheet href="${JS}${CALL}"?>`,
  `<b><style><img src=x onerror=${CALL}></style></b>`,
];

/** Style, meta refresh, frames, forms, clobbering and the rest. */
const OTHERS = [
  `<div style="background:url(${JS}${CALL})">x</div>`,
  `<div style="width:expression(${CALL})">x</div>`,
  `<style>@import "${JS}${CALL}";</style>`,
  `<style>*{background:url("${JS}${CALL}")}</style>`,
  `<link rel="stylesheet" href="${JS}${CALL}">`,
  `<meta http-equiv="refresh" content="0;url=${JS}${CALL}">`,
  `<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3MoKTwvc2NyaXB0Pg==">`,
  `<iframe srcdoc="<script>parent.__xss()</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=parent.__xss()&gt;"></iframe>`,
  `<frameset onload=${CALL}>`,
  `<form action="${JS}${CALL}"><button>go</button></form>`,
  `<form><button formaction="${JS}${CALL}">go</button></form>`,
  `<form id="test"></form><button form="test" formaction="${JS}${CALL}">go</button>`,
  `<input type="submit" formaction="${JS}${CALL}" value="go">`,
  `<img name="__xss" src="x">`,
  `<form name="getElementById"></form>`,
  `<a id="__xss" href="https://example.com/">clobber</a>`,
  `<a name="cookie" href="https://example.com/">clobber</a>`,
  `<img id="location" src=x>`,
  `<object type="text/x-scriptlet" data="${JS}${CALL}"></object>`,
  `<applet code="${JS}${CALL}"></applet>`,
  `<xss style="behavior:url(xss.htc)">x</xss>`,
  `<div data-bind="click: ${CALL}">x</div>`,
  `<div is="x" slot="y" part="z">custom</div>`,
  `<dialog open onclose=${CALL}>x</dialog>`,
  `<portal src="${JS}${CALL}"></portal>`,
  `{{constructor.constructor('${CALL}')()}}`,
  `<b>bold ${'<'.repeat(3)}b>nested</b></b>`,
  `\u003cscript\u003e${CALL}\u003c/script\u003e`,
  `＜script＞${CALL}＜/script＞`,
  `<scrİpt>${CALL}</scrİpt>`,
  `<a href="https://example.com/&quot; onclick=&quot;${CALL}">attribute break</a>`,
  `<a href="https://example.com/' onclick='${CALL}">attribute break</a>`,
  `<a href="https://example.com/ onclick=${CALL}">space</a>`,
  `<a href="mailto:x@example.com?body=<script>${CALL}</script>">mail</a>`,
];

/** Every vector, once each. */
export const XSS_VECTORS: readonly string[] = [
  ...new Set([...SCRIPTS, ...HANDLERS, ...URLS, ...FOREIGN, ...OTHERS]),
];

/** Rich text that must keep its markup: bold, line breaks, web and mail links. */
export const BENIGN_RICH_TEXT =
  'Your data <b>stays here</b>.<br>Read <a href="https://example.com/privacy">the policy</a>' +
  ' or <a href="mailto:dpo@example.com">write to us</a>.';

/** Every way an element breaks the rich-text rule: other elements, attributes or URL schemes. */
export function richTextViolations(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName;
    if (!['a', 'b', 'br'].includes(tag)) found.push(`element ${tag}`);
    for (const { name, value } of element.attributes) {
      if (tag !== 'a' || !['href', 'rel', 'target'].includes(name)) found.push(`attribute ${name} on ${tag}`);
      if (name === 'href' && !/^(https?:\/\/|mailto:)/i.test(value)) found.push(`href ${value}`);
      if (name === 'target' && value !== '_blank') found.push(`target ${value}`);
      if (name === 'rel' && value !== 'noopener noreferrer') found.push(`rel ${value}`);
    }
  }
  return found;
}
