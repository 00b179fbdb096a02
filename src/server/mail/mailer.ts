/** One message Keel sends. `link` is the action link it carries (verification, reset, invitation). */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
};

export interface Mailer {
  /** Delivers the message or throws; callers decide whether a failure is fatal. */
  send(mail: Mail): Promise<void>;
}
