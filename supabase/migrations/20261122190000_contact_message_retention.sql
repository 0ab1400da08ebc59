-- Contact messages are kept for 12 months (the Privacy page says so): the contact-message edge
-- function deletes older ones each time it stores a new message, so it needs delete on that
-- table. It still cannot delete anything else (subscribers, stripe_events).
grant delete on table public.contact_messages to edge_functions;

comment on table public.contact_messages is
  'Contact-form messages, written by the contact-message edge function (role edge_functions), '
  'read only by it and the service role; rows older than 12 months are deleted by that function.';
