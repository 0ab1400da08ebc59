import type { LucideIcon } from 'lucide-react'
import { ROOM_ICONS } from '@/components/layout/shell/room-icons'

const LABELS: Readonly<Record<string, string>> = {
  hand: 'Hand',
  'door-open': 'Open door',
  sofa: 'Sofa',
  'eye-off': 'Hidden eye',
  brain: 'Brain',
  heart: 'Heart',
  orbit: 'Orbit',
  compass: 'Compass',
  'notebook-pen': 'Notebook',
  moon: 'Moon',
  scale: 'Scale',
  briefcase: 'Briefcase',
  rocket: 'Rocket',
  church: 'Church',
  'flower-2': 'Flower',
}

/**
 * The icons a private room's owner picks from, in the catalog's order: each room icon's name (as
 * the database keeps it), its accessible label ('Moon') and the icon.
 */
export const ROOM_ICON_CHOICES: readonly { name: string; label: string; icon: LucideIcon }[] = Object.entries(
  ROOM_ICONS,
).map(([name, icon]) => ({ name, label: LABELS[name] ?? name, icon }))
