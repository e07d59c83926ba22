// spec 3: the module icon catalogue. Named modules as `key|zh_CN name|en_US name`; the first twenty
// are the ones the spec names, the rest the suite's other modules.
export const NAMED_MODULES = `saleChance|销售机会|Sales opportunity
mainline|项目主线|Mainline
task|任务|Task
calendar|日程|Calendar
document|文档|Document
workflow|流程|Workflow
orderform|订单|Order form
workreport|工作报告|Work report
customer|客户|Customer
clue|线索|Lead
contact|联系人|Contact
contract|合同|Contract
email|邮件|Email
meeting|会议|Meeting
hrm|人事|HR
okr|目标与关键结果|OKR
invoice|发票|Invoice
fna|费控|Expense control
docCompared|文档比对|Document compare
analyze|分析|Analysis
project|项目|Project
plan|计划|Plan
goal|目标|Goal
blog|日志|Blog
attend|考勤|Attendance
portal|门户|Portal
report|报表|Report
sms|短信|SMS
odoc|公文|Official document
ebuilder|低代码|Low-code builder
cowork|协作区|Co-working
car|用车|Vehicles
meetingroom|会议室|Meeting room
asset|资产|Assets
knowledge|知识库|Knowledge base
vote|投票|Vote
survey|问卷|Survey
news|新闻|News
notice|公告|Notice
signcenter|签署中心|Signing centre
salary|薪酬|Payroll
performance|绩效|Performance
recruit|招聘|Recruiting
training|培训|Training
expense|报销|Expenses
budget|预算|Budget
purchase|采购|Purchasing
inventory|库存|Inventory
product|产品|Product
quote|报价|Quote
marketing|市场活动|Marketing
competitor|竞争对手|Competitor
service|服务|Service
ticket|工单|Ticket
visit|拜访|Visit
sign|签到|Check-in
schedule|排班|Shifts
album|相册|Album
chat|消息|Chat
group|群组|Group
workbench|工作台|Workbench
approval|审批|Approval
form|表单|Form
biaoge|表格|Sheet
intelligence|智能助手|Assistant
video|视频|Video
live|直播|Live
logistics|物流|Logistics
payment|回款|Payment
receivable|应收|Receivables
payable|应付|Payables
supplier|供应商|Supplier
warehouse|仓库|Warehouse
delivery|发货|Delivery
returns|退货|Returns
after-sale|售后|After-sales
complaint|投诉|Complaint
feedback|反馈|Feedback
idea|建议|Ideas
bug|缺陷|Defect
requirement|需求|Requirement
release|发布|Release
test|测试|Testing
code|代码|Code
wiki|百科|Wiki
forum|论坛|Forum
question|问答|Q&A
exam|考试|Exam
course|课程|Course
certificate|证书|Certificate
holiday|假期|Leave
overtime|加班|Overtime
travel|出差|Business trip
outing|外出|Outing
card|名片|Business card
address|通讯录|Address book
org|组织|Organisation
department|部门|Department
position|岗位|Position
role|角色|Role
permission|权限|Permission
log|日志审计|Audit log
setting|设置|Settings
security|安全|Security
backup|备份|Backup
data|数据|Data
dashboard|仪表盘|Dashboard
chart|图表|Chart
map|地图|Map
archive|档案|Archive
seal|印章|Seal
stamp|用印|Stamp use
file|文件|File
folder|文件夹|Folder
share|共享|Share
favorite|收藏|Favourites
tag|标签|Tags
comment|评论|Comments
remind|提醒|Reminder
todo|待办|To-do
done|已办|Done
follow|关注|Following
subscribe|订阅|Subscription
community|社区|Community
activity|活动|Activity
reward|奖励|Reward
points|积分|Points
mall|商城|Mall
canteen|食堂|Canteen
dorm|宿舍|Dormitory
visitor|访客|Visitor
parking|停车|Parking
fitness|健身|Fitness
health|健康|Health
insurance|保险|Insurance
loan|借款|Loan
bank|银行|Bank
tax|税务|Tax
voucher|凭证|Voucher
ledger|账簿|Ledger
cost|成本|Cost
price|价格|Price
discount|折扣|Discount
coupon|优惠券|Coupon
member|会员|Member
channel|渠道|Channel
agent|代理商|Agent
partner|合作伙伴|Partner
region|区域|Region
territory|片区|Territory
team|团队|Team
milestone|里程碑|Milestone
risk|风险|Risk
issue|问题|Issue
change|变更|Change
audit|审计|Audit
compliance|合规|Compliance`;
