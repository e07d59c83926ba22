import { defineMessages } from '../define';

export const mapMessages = defineMessages({
  zh_CN: {
    'map.title': '地图',
    'map.label': '地图',
    'map.invalidTiles': '地图图源地址不安全或未配置，无法显示地图',
    'map.invalidPoint': '坐标无效，无法在地图上显示',
    'map.pickHint': '点击地图选择位置',
    'map.pickCenter': '选择地图中心',
    'map.pickedTitle': '已选位置',
    'map.system': '坐标系',
    'map.clear': '清除',
    'map.attribution': '地图图块',
    'map.system.WGS84': 'WGS84（GPS）',
    'map.system.GCJ02': 'GCJ02（国测局）',
    'map.system.BD09': 'BD09（百度经纬度）',
    'map.system.BD09MC': 'BD09MC（百度墨卡托）',
    'map.system.EPSG3857': 'EPSG3857（Web 墨卡托）',
  },
});
