/**
 * A customer's name and how to reach them, as stored on the order. In a file of its own so the
 * order e-mails and the orders service both use it without importing each other.
 */
export interface Contact {
  firstName: string
  lastName: string
  email: string
  phone: string
}
