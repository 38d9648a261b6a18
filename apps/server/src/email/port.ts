export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** DESIGN: email port. The embedded default writes to DATA_DIR/outbox; SMTP_URL switches to SMTP. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
