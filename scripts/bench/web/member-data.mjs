// The member case's data, written as a real member's would be: three members through Auth, then
// rooms, posts, friendships, direct messages and journal entries through SQL as the superuser.
import pg from 'pg'
import { signUp } from './auth.mjs'

const ROOM = 'lounge'
const POSTS = 40

const posts = [
  'Has anyone else found that slow mornings change the whole day?',
  'I started writing three lines every evening. It helps more than I expected.',
  'What book changed how you think about friendship?',
  'Walking without headphones this week: the city is louder and kinder than I thought.',
  'Grateful for this room. Quiet, thoughtful, no hurry.',
]

async function joinRooms(db, users) {
  const { rows } = await db.query(
    `select slug from public.rooms where not is_anonymous and slug <> $1 order by slug limit 2`,
    [ROOM],
  )
  for (const slug of [ROOM, ...rows.map((r) => r.slug)])
    for (const user of users)
      await db.query(`insert into public.room_members (room_slug, user_id) values ($1, $2) on conflict do nothing`, [
        slug,
        user.id,
      ])
}

async function writePosts(db, users) {
  await db.query(
    `insert into public.posts (room_slug, author_id, body, created_at)
     select $1, ($2::uuid[])[1 + n % array_length($2::uuid[], 1)], ($3::text[])[1 + n % array_length($3::text[], 1)],
            now() - ($4 - n) * interval '7 minutes'
     from generate_series(1, $4) as n`,
    [ROOM, users.map((u) => u.id), posts, POSTS],
  )
}

async function befriend(db, member, friends) {
  for (const friend of friends)
    await db.query(`insert into public.friendships (requester_id, addressee_id, status) values ($1, $2, 'accepted')`, [
      friend.id,
      member.id,
    ])
  const chat = [
    [friends[0], member, 'Hello! How was your week?'],
    [member, friends[0], 'Busy, but good. I finally finished that book.'],
    [friends[0], member, 'Which one? The one about habits?'],
    [member, friends[0], 'That one. Worth it.'],
    [friends[1], member, 'Are you joining the lounge tonight?'],
    [member, friends[1], 'I will be there around eight.'],
  ]
  for (const [i, [from, to, body]] of chat.entries())
    await db.query(
      `insert into public.direct_messages (sender_id, recipient_id, body, created_at, read_at)
       values ($1, $2, $3, now() - ($4 || ' minutes')::interval, now())`,
      [from.id, to.id, body, String((chat.length - i) * 11)],
    )
}

/** Writes a few journal entries of `member`; false (nothing written) when the table does not exist. */
async function writeJournal(db, member) {
  const { rows } = await db.query(`select to_regclass('public.journal_entries') is not null as present`)
  if (!rows[0].present) return false
  await db.query(
    `insert into public.journal_entries (user_id, title, body, tags, created_at)
     select $1, 'Evening notes ' || n, 'What went well today, and what I want to try tomorrow. Entry ' || n || '.',
            array['reflection'], now() - n * interval '1 day'
     from generate_series(1, 6) as n`,
    [member.id],
  )
  return true
}

/**
 * Seeds the member case on `backend`: a member and two friends (real sign-ups), all three in the
 * lounge and two other rooms, 40 posts in the lounge, two accepted friendships with six direct
 * messages, and six journal entries of the member when public.journal_entries exists.
 * Resolves to { member, friend, notes } (notes: lines about what was skipped).
 */
export async function seedMember(backend) {
  const member = await signUp(backend, 'Mara Member')
  const friends = [await signUp(backend, 'Felix Friend'), await signUp(backend, 'Fay Friend')]
  const db = new pg.Client({ connectionString: backend.databaseUrl })
  await db.connect()
  try {
    await joinRooms(db, [member, ...friends])
    await writePosts(db, [member, ...friends])
    await befriend(db, member, friends)
    const journal = await writeJournal(db, member)
    const notes = journal ? [] : ['member: public.journal_entries does not exist, no journal entries seeded']
    return { member, friend: friends[0], notes }
  } finally {
    await db.end()
  }
}
