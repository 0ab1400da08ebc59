import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'

function Faq() {
  return (
    <Accordion>
      {['One', 'Two'].map((q) => (
        <AccordionItem key={q} value={q}>
          <AccordionTrigger>{`Question ${q}`}</AccordionTrigger>
          <AccordionContent>{`Answer ${q}`}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}

describe('Accordion', () => {
  it('mounts no answer until its item opens, and reads no computed style as it mounts', () => {
    const styleReads = vi.spyOn(window, 'getComputedStyle')
    render(<Faq />)
    expect(styleReads).not.toHaveBeenCalled()
    styleReads.mockRestore()
    for (const q of ['One', 'Two']) {
      expect(screen.getByRole('button', { name: `Question ${q}` })).toHaveAttribute('aria-expanded', 'false')
      expect(screen.queryByText(`Answer ${q}`)).not.toBeInTheDocument()
    }
  })

  it('opens one item at a time, closes the open one, and opens it again', async () => {
    const user = userEvent.setup()
    render(<Faq />)
    const one = screen.getByRole('button', { name: 'Question One' })
    const two = screen.getByRole('button', { name: 'Question Two' })
    await user.click(one)
    expect(one).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'Question One' })).toHaveTextContent('Answer One')

    await user.click(two)
    expect(one).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region', { name: 'Question One' })).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Question Two' })).toHaveTextContent('Answer Two')

    await user.click(two)
    expect(two).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region')).not.toBeInTheDocument()

    await user.keyboard('{Enter}')
    expect(screen.getByRole('region', { name: 'Question Two' })).toHaveTextContent('Answer Two')
  })
})
