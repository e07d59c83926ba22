import { defineTranslation } from '../../define';
import type { mapMessages } from '../map';

export const mapMessagesEnUS = defineTranslation<typeof mapMessages>({
  'map.title': 'Map',
  'map.label': 'Map',
  'map.invalidTiles': 'The map cannot be shown: its tile address is unsafe or missing',
  'map.invalidPoint': 'A coordinate is invalid and cannot be shown on the map',
  'map.pickHint': 'Click the map to pick a place',
  'map.pickCenter': 'Pick the map centre',
  'map.pickedTitle': 'Picked place',
  'map.system': 'Coordinate system',
  'map.clear': 'Clear',
  'map.attribution': 'Map tiles',
  'map.system.WGS84': 'WGS84 (GPS)',
  'map.system.GCJ02': 'GCJ02 (China)',
  'map.system.BD09': 'BD09 (Baidu lng/lat)',
  'map.system.BD09MC': 'BD09MC (Baidu metres)',
  'map.system.EPSG3857': 'EPSG3857 (Web Mercator)',
});
