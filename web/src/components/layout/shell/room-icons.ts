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
  Moon,
  NotebookPen,
  Orbit,
  Rocket,
  Scale,
  Sofa,
  type LucideIcon,
} from 'lucide-react'

/**
 * The room icons by name (lucide's kebab-case names): the icons of the public rooms, which a
 * private room's owner picks from. The database keeps a private room's `icon` as one of these names.
 */
export const ROOM_ICONS: Readonly<Record<string, LucideIcon>> = {
  hand: Hand,
  'door-open': DoorOpen,
  sofa: Sofa,
  'eye-off': EyeOff,
  brain: Brain,
  heart: Heart,
  orbit: Orbit,
  compass: Compass,
  'notebook-pen': NotebookPen,
  moon: Moon,
  scale: Scale,
  briefcase: Briefcase,
  rocket: Rocket,
  church: Church,
  'flower-2': Flower2,
}

/** The icon of a room whose icon name is `name`; a missing or unknown name gets the door (the database's default). */
export function roomIconOf(name: string | null | undefined): LucideIcon {
  return (name ? ROOM_ICONS[name] : undefined) ?? DoorOpen
}
