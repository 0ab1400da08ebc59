import {
  initialSidebarOpen,
  parseSidebarCookie,
  serializeSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
} from '@/components/layout/shell/sidebar-cookie'

describe('sidebar cookie', () => {
  it('is named sidebar:state, lives 7 days on path /', () => {
    expect(SIDEBAR_COOKIE_NAME).toBe('sidebar:state')
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800)
    expect(serializeSidebarCookie(true)).toBe('sidebar:state=true; path=/; max-age=604800')
    expect(serializeSidebarCookie(false)).toBe('sidebar:state=false; path=/; max-age=604800')
  })

  it('parses true and false among other cookies', () => {
    expect(parseSidebarCookie('a=1; sidebar:state=false; b=2')).toBe(false)
    expect(parseSidebarCookie('sidebar:state=true')).toBe(true)
    expect(parseSidebarCookie(' x=y;sidebar:state=true ')).toBe(true)
  })

  it('returns null when absent or malformed', () => {
    expect(parseSidebarCookie('')).toBeNull()
    expect(parseSidebarCookie('other=true')).toBeNull()
    expect(parseSidebarCookie('sidebar:state=maybe')).toBeNull()
    expect(parseSidebarCookie('xsidebar:state=false')).toBeNull()
    expect(parseSidebarCookie('sidebar:state')).toBeNull()
  })

  it('starts expanded unless the cookie says collapsed', () => {
    expect(initialSidebarOpen('')).toBe(true)
    expect(initialSidebarOpen('sidebar:state=false')).toBe(false)
    expect(initialSidebarOpen('sidebar:state=junk')).toBe(true)
  })

  it('round-trips through document.cookie', () => {
    document.cookie = serializeSidebarCookie(false)
    expect(parseSidebarCookie(document.cookie)).toBe(false)
    document.cookie = serializeSidebarCookie(true)
    expect(parseSidebarCookie(document.cookie)).toBe(true)
  })
})
