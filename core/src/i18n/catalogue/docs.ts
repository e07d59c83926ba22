import { defineMessages } from '../define';

// The documentation site's words about each widget: what it is for, when to use it, the spec rules it
// honours and how it works from the keyboard and with a screen reader. Like the demo's texts they are
// registered by the demo only, so no page of a real host carries them.
export const docsMessages = defineMessages({
  zh_CN: {
    'layout.doc.about':
      '每个页面最先挂载的根布局：按路径解析模块（spec 2.1），处理菜单与插件声明、定制逻辑与微前端，桌面端可开启多标签页，并提供侧边栏与顶部栏的显隐。',
    'layout.doc.when':
      '宿主应用的入口只渲染一次根布局，各模块作为按需加载的页面交给它；不要在模块内部再套一层布局。',
    'layout.doc.spec':
      'spec 2.1 路由与声明优先级；spec 4 布局盒状态；spec 8 404、加载失败与不支持提示；spec 9 标签页上限与右键菜单。',
    'layout.doc.a11y':
      '标签页是 WAI-ARIA 标签列表，右键菜单也可用键盘打开；侧边栏宽度可用方向键调整；模块加载失败时给出带重试按钮的提示。',
    'watermark.doc.about':
      '整页与局部水印：按服务端配置绘制用户名、工号、部门与时间，防止截图外传；被删除、隐藏或遮挡时清空页面内容并提示重新加载。',
    'watermark.doc.when': '整页水印由根布局挂载一次；需要单独标记的区域（如附件预览）再用局部水印。',
    'watermark.doc.spec':
      'spec 3 水印配置与页面名单；spec 4 层级 9999，局部水印显示时整页水印降为 949；篡改检测与清空。',
    'watermark.doc.a11y': '水印层不可聚焦、对读屏隐藏，不挡住点击；清空后的提示是可读的文本与按钮。',
    'upgrade-notice.doc.about':
      '系统升级提醒：定期比对版本清单，发现新部署时弹窗请用户刷新，可稍后提醒或不再提醒。',
    'upgrade-notice.doc.when': '由根布局作为页面级组件挂载一次；弹窗页面、水印页面与被嵌入的页面不检查。',
    'upgrade-notice.doc.spec':
      'spec 9 桌面端每 900 000 毫秒检查一次，移动端在加载与回到页面时检查；稍后提醒桌面端 3 小时、移动端 24 小时；不再提醒写入个人设置。',
    'upgrade-notice.doc.a11y': '提醒是模态对话框，焦点移入对话框，Esc 关闭；每个选择都是按钮。',
    'upload.doc.about':
      '文件与图片上传：先校验类型、大小与数量，计算 md5 秒传，分片上传并可断点续传，支持重命名、密级与下载。',
    'upload.doc.when': '表单中的附件字段、图片字段；大文件请保持分片上传开启。',
    'upload.doc.spec':
      'spec 5 文件校验与白名单/黑名单；spec 7 上传接口与分片；spec 8 错误提示；spec 9 图片缩略图 100 × 100（移动端 70 × 70）。',
    'upload.doc.a11y': '选择文件的按钮可用键盘操作，也可拖放；每个文件的进度与错误会读出；失败的文件可重试。',
    'dates.doc.about':
      '日期、时间、月、季度、半年与年选择器，以及带农历、节气与节日的日历；超出范围的选择会被拒绝并说明原因。',
    'dates.doc.when': '表单中的日期字段与日期范围字段；需要显示农历时使用农历日历。',
    'dates.doc.spec': 'spec 5 日期范围限制；spec 9 日期格式与快捷范围；农历按东八区计算。',
    'dates.doc.a11y': '输入框有标签，面板可用方向键移动日期，Enter 选择，Esc 关闭。',
    'recurrence.doc.about':
      '重复规则编辑器：按天、周、月、季度、年设置重复，实时预览接下来的日期，并生成标准的 iCalendar RRULE。',
    'recurrence.doc.when': '日程、会议、定期任务等需要周期性重复的场景。',
    'recurrence.doc.spec': 'spec 5 与 spec 8 的排程校验与提示；生成的规则可被任何日历客户端读出相同的日期。',
    'recurrence.doc.a11y': '每个字段都有标签，校验信息显示在对应字段下并被读出。',
    'rate.doc.about': '星级评分：5 颗星，桌面端允许半星，可只读展示。',
    'rate.doc.when': '满意度、评价等需要打分的地方。',
    'rate.doc.spec': 'spec 9 星星数量 5，桌面端允许半星。',
    'rate.doc.a11y': '评分是单选组，可用方向键改变分值。',
    'anchor.doc.about':
      '锚点导航：随页面滚动高亮当前章节，可搜索、折叠，并可拖动或用键盘调整顺序；移动端为侧滑目录面板。',
    'anchor.doc.when': '长页面（详情、表单、文档）需要快速跳转到某一节时。',
    'anchor.doc.spec':
      'spec 9 点击滚动后暂停 60 毫秒、滚动精度 10 像素、拖动结束延迟 300 毫秒、移动端遮罩宽 20 像素。',
    'anchor.doc.a11y':
      '导航是 nav 地标，当前章节标为 aria-current；Alt + 上/下方向键移动链接并读出新位置；移动端可用手指按住拖动手柄。',
    'breadcrumb.doc.about': '面包屑：显示当前页面在层级中的位置，过长时折叠中间部分，只接受安全的链接。',
    'breadcrumb.doc.when': '层级较深的页面顶部。',
    'breadcrumb.doc.spec': 'spec 2.3 面包屑；不安全的地址不会成为链接。',
    'breadcrumb.doc.a11y': '面包屑是 nav 地标，当前页面标为 aria-current="page"。',
    'action-sheet.doc.about': '动作面板：从底部或对话框中列出一组操作，有普通、宫格与分享三种形式。',
    'action-sheet.doc.when': '对一个对象有多个可选操作、或需要分享给人员与组织时。',
    'action-sheet.doc.spec': 'spec 2.3 动作面板三种形式；宫格与分享每行 4 个。',
    'action-sheet.doc.a11y':
      '面板是模态对话框，打开后焦点移入，方向键、Home、End 在操作间移动（宫格按行），Esc 关闭并把焦点还给触发按钮。',
    'swipe-action.doc.about': '滑动操作：移动端在列表行上左右滑动露出操作按钮；桌面端以按钮显示同样的操作。',
    'swipe-action.doc.when': '列表中每行的快捷操作，如删除、置顶。',
    'swipe-action.doc.spec': 'spec 2.3 滑动操作。',
    'swipe-action.doc.a11y': '每个操作也是可聚焦的按钮，不依赖滑动手势。',
    'collapse.doc.about': '折叠面板：分组显示内容，可手风琴模式只展开一个。',
    'collapse.doc.when': '内容较多、需要按组收起的页面。',
    'collapse.doc.spec': 'spec 2.3 折叠面板。',
    'collapse.doc.a11y': '每个标题是带 aria-expanded 的按钮，Enter 或空格展开与收起。',
    'popup.doc.about': '弹出层：由悬停、点击、聚焦或右键触发，带进入与离开延迟，点击外部关闭。',
    'popup.doc.when': '提示信息、快捷菜单、需要就近展示的小面板。',
    'popup.doc.spec': 'spec 4 与 spec 9：默认位置 bottomLeft，延迟 100 与 500 毫秒，鼠标离开延迟 0.1 秒。',
    'popup.doc.a11y': '触发元素声明它控制的弹出层，Esc 关闭并把焦点还给触发元素。',
    'quick-menu.doc.about': '快捷菜单：圆形悬浮按钮，展开一组圆形的快捷操作。',
    'quick-menu.doc.when': '移动端页面上最常用的几个新建或跳转操作。',
    'quick-menu.doc.spec': 'spec 2.3 与 spec 9：圆角 50%，使用套件配色。',
    'quick-menu.doc.a11y': '按钮声明 aria-expanded，菜单项可用方向键移动，Esc 关闭并回到按钮。',
    'grid.doc.about': '栅格：把单元格按列排在 24 等分的行里。',
    'grid.doc.when': '表单或卡片中需要多列排布时。',
    'grid.doc.spec': 'spec 9 栅格列数 4。',
    'grid.doc.a11y': '栅格只负责排布，不改变阅读顺序。',
    'feedback.doc.about':
      '消息提示：按类型显示成功、提示、警告与错误；移动端以轻提示显示，错误显示为失败图标。',
    'feedback.doc.when': '操作完成或失败后的简短反馈。',
    'feedback.doc.spec': 'spec 8 消息类型与内容；移动端错误显示为失败提示。',
    'feedback.doc.a11y': '消息进入读屏的实时区域，不抢夺焦点。',
  },
  en_US: {
    'layout.doc.about':
      'The root layout every page mounts first: resolves the module from the path (spec 2.1), applies menu and plugin claims, custom logic and micro-frontends, opens pages in tabs on desktop, and shows or hides the side and top boxes.',
    'layout.doc.when':
      'Render it once at the host’s entry and hand it the modules as lazily loaded pages; do not nest another layout inside a module.',
    'layout.doc.spec':
      'spec 2.1 routing and claim priority; spec 4 layout box states; spec 8 not-found, failed-load and unsupported views; spec 9 tab limits and the tab menu.',
    'layout.doc.a11y':
      'The tabs are a WAI-ARIA tab list and their menu opens from the keyboard too; the side box’s width moves with the arrow keys; a module that fails to load shows a message with a retry button.',
    'watermark.doc.about':
      'Page and local watermarks: draws the user’s name, number, department and time from the server’s settings so screenshots carry their source; removing, hiding or covering it clears the page and offers a reload.',
    'watermark.doc.when':
      'The root layout mounts the page watermark once; use a local watermark for an area that needs its own mark, such as an attachment preview.',
    'watermark.doc.spec':
      'spec 3 watermark settings and page lists; spec 4 stacking order 9999, stepping down to 949 while a local watermark shows; tamper checks and clearing.',
    'watermark.doc.a11y':
      'The watermark layer takes no focus, is hidden from screen readers and lets clicks through; the notice after a clear is readable text with a button.',
    'upgrade-notice.doc.about':
      'The upgrade notice: compares the version manifest from time to time and, after a new deploy, asks the user to refresh, remind later or never remind.',
    'upgrade-notice.doc.when':
      'The root layout mounts it once as a page-wide widget; popup pages, the watermark page and embedded pages do not check.',
    'upgrade-notice.doc.spec':
      'spec 9: desktop checks every 900 000 ms, mobile on load and when the page shows again; remind later is 3 hours on desktop and 24 on mobile; never is saved in the personal settings.',
    'upgrade-notice.doc.a11y':
      'The notice is a modal dialog: the focus moves into it and Escape closes it; every choice is a button.',
    'upload.doc.about':
      'File and image upload: checks type, size and count first, hashes with md5 to skip files the server has, uploads in chunks that resume after a break, and lets users rename, set a secret level and download.',
    'upload.doc.when': 'Attachment and image fields of forms; keep chunked upload on for large files.',
    'upload.doc.spec':
      'spec 5 file checks and white or black lists; spec 7 upload endpoints and chunks; spec 8 error messages; spec 9 thumbnails of 100 × 100 (70 × 70 on mobile).',
    'upload.doc.a11y':
      'The file button works from the keyboard, dropping works too; each file’s progress and errors are announced; a failed file can be retried.',
    'dates.doc.about':
      'Date, time, month, quarter, half-year and year pickers, and a calendar with lunar dates, solar terms and festivals; picks outside the allowed range are refused with the reason.',
    'dates.doc.when': 'Date and date-range fields of forms; the lunar calendar where the lunar date matters.',
    'dates.doc.spec':
      'spec 5 date limits; spec 9 date formats and quick ranges; lunar dates are computed in UTC+8.',
    'dates.doc.a11y':
      'Fields are labelled; in the panel the arrow keys move the date, Enter picks and Escape closes.',
    'recurrence.doc.about':
      'The recurrence editor: repeats by day, week, month, quarter or year, previews the next dates live, and writes a standard iCalendar RRULE.',
    'recurrence.doc.when': 'Schedules, meetings and recurring tasks.',
    'recurrence.doc.spec':
      'spec 5 and 8 scheduling checks and messages; the rule it writes expands to the same dates in any calendar client.',
    'recurrence.doc.a11y': 'Every field is labelled; messages show under their fields and are announced.',
    'rate.doc.about': 'A star rating: 5 stars, half stars on desktop, read-only display too.',
    'rate.doc.when': 'Satisfaction scores, reviews and other ratings.',
    'rate.doc.spec': 'spec 9: 5 stars, half stars allowed on desktop.',
    'rate.doc.a11y': 'The rating is a radio group; the arrow keys change the value.',
    'anchor.doc.about':
      'Anchor navigation: highlights the section in view as the page scrolls, can be searched and collapsed, and its links reordered by dragging or from the keyboard; on mobile a menu panel slides in.',
    'anchor.doc.when': 'Long pages (details, forms, documents) where readers jump to a section.',
    'anchor.doc.spec':
      'spec 9: a 60 ms pause after a click scroll, 10 px scroll accuracy, a 300 ms drag end delay, a 20 px mask on mobile.',
    'anchor.doc.a11y':
      'The list is a nav landmark and the current section is marked aria-current; Alt + Up/Down moves a link and announces its new place; on mobile a finger drags a link by its handle.',
    'breadcrumb.doc.about':
      'A breadcrumb: where the page sits in its hierarchy, folding the middle of a long trail, with safe links only.',
    'breadcrumb.doc.when': 'At the top of pages deep in a hierarchy.',
    'breadcrumb.doc.spec': 'spec 2.3 breadcrumb; unsafe addresses never become links.',
    'breadcrumb.doc.a11y':
      'The breadcrumb is a nav landmark and the current page is marked aria-current="page".',
    'action-sheet.doc.about':
      'An action sheet: a set of actions in a bottom sheet or a dialog, in normal, grid or share form.',
    'action-sheet.doc.when':
      'When an object offers several actions, or is shared with people and organisations.',
    'action-sheet.doc.spec':
      'spec 2.3 the three forms of the action sheet; four per row in the grid and share forms.',
    'action-sheet.doc.a11y':
      'The sheet is a modal dialog: the focus moves in, the arrow keys, Home and End move among the actions (by rows in a grid), Escape closes it and the focus returns to its opener.',
    'swipe-action.doc.about':
      'Swipe actions: on mobile a row swipes aside to show its actions; on desktop the same actions show as buttons.',
    'swipe-action.doc.when': 'Quick actions on list rows, such as delete or pin.',
    'swipe-action.doc.spec': 'spec 2.3 swipe actions.',
    'swipe-action.doc.a11y': 'Every action is also a focusable button; nothing needs the swipe gesture.',
    'collapse.doc.about':
      'A collapse: content in panels that open and close, one at a time in accordion mode.',
    'collapse.doc.when': 'Pages with a lot of content that reads best in groups.',
    'collapse.doc.spec': 'spec 2.3 collapse.',
    'collapse.doc.a11y': 'Each header is a button with aria-expanded; Enter or Space opens and closes it.',
    'popup.doc.about':
      'A popup: opened by hover, click, focus or context menu, with enter and leave delays, closed by a click outside.',
    'popup.doc.when': 'Hints, small menus and panels shown next to what they are about.',
    'popup.doc.spec':
      'spec 4 and 9: placement bottomLeft by default, delays of 100 and 500 ms, a 0.1 s mouse-leave delay.',
    'popup.doc.a11y':
      'The trigger names the popup it controls; Escape closes it and the focus returns to the trigger.',
    'quick-menu.doc.about': 'A quick menu: a round floating button that opens a set of round quick actions.',
    'quick-menu.doc.when': 'The few most used create or go-to actions of a mobile page.',
    'quick-menu.doc.spec': 'spec 2.3 and 9: 50 % radius, the suite colours.',
    'quick-menu.doc.a11y':
      'The button says aria-expanded; the arrow keys move among the items, Escape closes the menu and returns to the button.',
    'grid.doc.about': 'A grid: cells in columns of a 24-part row.',
    'grid.doc.when': 'Forms or cards laid out in several columns.',
    'grid.doc.spec': 'spec 9: 4 grid columns.',
    'grid.doc.a11y': 'The grid only lays out; the reading order stays the source order.',
    'feedback.doc.about':
      'Messages: success, info, warning and error by type; on mobile a toast, with errors shown as a fail icon.',
    'feedback.doc.when': 'Short feedback after an action succeeds or fails.',
    'feedback.doc.spec': 'spec 8 message type and content; on mobile an error is a fail toast.',
    'feedback.doc.a11y': 'Messages go to a live region for screen readers and do not take the focus.',
  },
});
