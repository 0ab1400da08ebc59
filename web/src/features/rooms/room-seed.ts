import { ANONYMOUS_ROOM_ID } from './room-id'
import type { RoomMember, RoomPost } from './room-post'

/** A seeded message: who wrote it and how many minutes before "now". */
interface SeedMessage {
  author: string
  minutesAgo: number
  content: string
}

interface SeedPost extends SeedMessage {
  replies?: SeedMessage[]
}

interface RoomSample {
  posts: SeedPost[]
  members: [name: string, online: boolean][]
}

const ANON = 'Anonymous'

/** Sample conversations of the four seeded rooms. */
const SAMPLES: Record<string, RoomSample> = {
  lounge: {
    posts: [
      {
        author: 'Maya',
        minutesAgo: 180,
        content: "Good morning, everyone! Coffee in hand and ready for a slower day. What's everyone up to?",
        replies: [
          { author: 'Leo', minutesAgo: 170, content: 'Finally finishing the book I started months ago. Small wins!' },
          { author: 'Priya', minutesAgo: 160, content: 'Taking a long walk without my phone. Highly recommend it.' },
        ],
      },
      {
        author: 'Sam',
        minutesAgo: 95,
        content: 'Does anyone else find that the quiet hours after midnight are when the best conversations happen?',
        replies: [
          {
            author: 'Jordan',
            minutesAgo: 80,
            content: 'Every time. Something about the stillness makes people more honest.',
          },
        ],
      },
      {
        author: 'Ava',
        minutesAgo: 40,
        content: 'Just wanted to say this community has been a real comfort this week. Thank you all.',
      },
      {
        author: 'Leo',
        minutesAgo: 12,
        content: "Music recommendations for a rainy afternoon? I'll start: anything by Nils Frahm.",
      },
    ],
    members: [
      ['Maya', true],
      ['Leo', true],
      ['Priya', true],
      ['Ava', true],
      ['Sam', false],
      ['Jordan', false],
    ],
  },
  intros: {
    posts: [
      {
        author: 'Moderator',
        minutesAgo: 600,
        content:
          "Welcome to Introductions! Tell us your name (or a nickname), where you're joining from and what brought you to Nexus.",
      },
      {
        author: 'Priya',
        minutesAgo: 150,
        content: "Hi all, I'm Priya from Toronto. I was looking for a place to talk about more than small talk.",
        replies: [{ author: 'Maya', minutesAgo: 140, content: "Welcome, Priya! You're in the right place." }],
      },
      {
        author: 'Daniel',
        minutesAgo: 45,
        content: 'Hello from Lisbon. Software developer by day, amateur astronomer by night. Happy to be here.',
      },
    ],
    members: [
      ['Moderator', true],
      ['Priya', true],
      ['Daniel', true],
      ['Maya', false],
      ['Noah', false],
    ],
  },
  overthinking: {
    posts: [
      {
        author: 'Jordan',
        minutesAgo: 240,
        content:
          'Caught myself replaying a conversation from three years ago in the shower this morning. Why does the brain do this?',
        replies: [
          {
            author: 'Ava',
            minutesAgo: 230,
            content: "Mine does it right as I'm falling asleep. Writing it down helps me let it go.",
          },
          {
            author: 'Sam',
            minutesAgo: 210,
            content: 'I ask myself: will this matter in five years? Usually the answer is no.',
          },
        ],
      },
      {
        author: 'Noah',
        minutesAgo: 120,
        content:
          "Sent a message an hour ago and they still haven't replied. I know they're busy. My brain has written six different stories already.",
        replies: [
          { author: 'Priya', minutesAgo: 100, content: 'The six stories are never the real one. Hang in there.' },
        ],
      },
      {
        author: 'Maya',
        minutesAgo: 25,
        content:
          'A trick that works for me: give the worry a ten-minute slot later in the day. When the slot comes, it often feels much smaller.',
      },
    ],
    members: [
      ['Jordan', true],
      ['Ava', true],
      ['Noah', true],
      ['Maya', true],
      ['Sam', false],
      ['Priya', false],
    ],
  },
  [ANONYMOUS_ROOM_ID]: {
    posts: [
      {
        author: ANON,
        minutesAgo: 300,
        content: "I tell everyone I'm fine, but most nights I feel like I'm just going through the motions.",
        replies: [
          { author: ANON, minutesAgo: 280, content: "You're not alone in that. Thank you for saying it out loud." },
        ],
      },
      {
        author: ANON,
        minutesAgo: 90,
        content: "I quit my job last week and haven't told my family yet.",
        replies: [{ author: ANON, minutesAgo: 70, content: 'That takes courage. I hope telling them goes gently.' }],
      },
      {
        author: ANON,
        minutesAgo: 20,
        content: 'Sometimes I miss who I was before I started trying so hard to be liked.',
      },
    ],
    members: [
      [ANON, true],
      [ANON, true],
      [ANON, false],
      [ANON, false],
      [ANON, false],
    ],
  },
}

/** The welcome set of every room without its own sample conversation. */
const DEFAULT_SAMPLE: RoomSample = {
  posts: [
    {
      author: 'Moderator',
      minutesAgo: 60,
      content: 'Welcome to this room! Be kind, be curious and take care of each other.',
    },
    {
      author: 'Ava',
      minutesAgo: 30,
      content: 'Hi everyone, glad to be here. Looking forward to the conversations.',
      replies: [{ author: 'Leo', minutesAgo: 20, content: 'Welcome, Ava! Make yourself at home.' }],
    },
  ],
  members: [
    ['Moderator', true],
    ['Ava', true],
    ['Leo', false],
    ['Sam', false],
  ],
}

/** The rooms with their own sample conversation (lounge, intros, overthinking, the anonymous room). */
export const SEEDED_ROOM_IDS: readonly string[] = Object.keys(SAMPLES)

const sampleOf = (roomId: string): RoomSample => (Object.hasOwn(SAMPLES, roomId) ? SAMPLES[roomId]! : DEFAULT_SAMPLE)

const at = (now: Date, minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString()

/**
 * The sample posts of a canonical room id, oldest first, dated relative to `now`: the room's
 * own conversation for the four seeded rooms, the default welcome set for any other id.
 * Deterministic: ids are `{roomId}-seed-{n}` and `{roomId}-seed-{n}-r{m}`; none is the person's own.
 */
export function roomSeedPosts(roomId: string, now: Date): RoomPost[] {
  return sampleOf(roomId).posts.map((post, i) => {
    const id = `${roomId}-seed-${i + 1}`
    return {
      id,
      author: post.author,
      content: post.content,
      createdAt: at(now, post.minutesAgo),
      mine: false,
      replies: (post.replies ?? []).map((reply, j) => ({
        id: `${id}-r${j + 1}`,
        author: reply.author,
        content: reply.content,
        createdAt: at(now, reply.minutesAgo),
        mine: false,
      })),
    }
  })
}

/**
 * The members of a canonical room id (online first), for the members sidebar: the seeded
 * rooms' own lists, the default list for any other id. In the anonymous room every name is 'Anonymous'.
 */
export function roomMembers(roomId: string): RoomMember[] {
  return sampleOf(roomId)
    .members.map(([name, online], i) => ({ id: `${roomId}-member-${i + 1}`, name, online }))
    .sort((a, b) => Number(b.online) - Number(a.online))
}
