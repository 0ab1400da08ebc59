import {
  Brain,
  Briefcase,
  Church,
  Compass,
  DoorOpen,
  EyeOff,
  Flower2,
  Hand,
  Heart,
  Lock,
  Moon,
  NotebookPen,
  Orbit,
  Rocket,
  Scale,
  Sofa,
  type LucideIcon,
} from 'lucide-react'

/**
 * The room icons a private room may have, by the name the database keeps (`rooms.icon`, checked
 * against this same list): the icons of the catalog's rooms, as lucide names, with their labels.
 */
export const ROOM_ICONS: readonly { name: string; label: string; icon: LucideIcon }[] = [
  { name: 'hand', label: 'Hand', icon: Hand },
  { name: 'door-open', label: 'Open door', icon: DoorOpen },
  { name: 'sofa', label: 'Sofa', icon: Sofa },
  { name: 'eye-off', label: 'Hidden eye', icon: EyeOff },
  { name: 'brain', label: 'Brain', icon: Brain },
  { name: 'heart', label: 'Heart', icon: Heart },
  { name: 'orbit', label: 'Orbit', icon: Orbit },
  { name: 'compass', label: 'Compass', icon: Compass },
  { name: 'notebook-pen', label: 'Notebook', icon: NotebookPen },
  { name: 'moon', label: 'Moon', icon: Moon },
  { name: 'scale', label: 'Scale', icon: Scale },
  { name: 'briefcase', label: 'Briefcase', icon: Briefcase },
  { name: 'rocket', label: 'Rocket', icon: Rocket },
  { name: 'church', label: 'Church', icon: Church },
  { name: 'flower-2', label: 'Flower', icon: Flower2 },
]

/** The icon named `name`, or a lock for a private room without a known one. */
export function roomIcon(name: string | null | undefined): LucideIcon {
  return ROOM_ICONS.find((entry) => entry.name === name)?.icon ?? Lock
}
