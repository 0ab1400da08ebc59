import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { NotFoundScreen } from '@/features/misc/not-found'

describe('404 screen', () => {
  it('shows the title, text and Return Home, and warns with the path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const router = createMemoryRouter([{ path: '*', element: <NotFoundScreen /> }], {
      initialEntries: ['/no/such/page'],
    })
    render(<RouterProvider router={router} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no/such/page'))
  })
})
