// A browser as identity flows see it: follows redirects one by one and keeps cookies (test support).

/** One answer of the walk: where it was, its status, where it points next, and its page. */
export interface Step {
  url: string;
  status: number;
  location?: string;
  html: string;
}

/** Cookies by name, sent to every path of the server (the flows' cookie names do not collide). */
export class Browser {
  private readonly cookies = new Map<string, string>();

  /** One request, cookies in and out; a redirect is not followed. */
  async fetch(url: string, init: RequestInit = {}): Promise<Step> {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const answer = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const gone = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
    const location = answer.headers.get('location');
    return {
      url,
      status: answer.status,
      location: location ? new URL(location, url).href : undefined,
      html: await answer.text(),
    };
  }

  /** Follows redirects from `url` until a page that is not one, or until `stop` says so. */
  async walk(url: string, stop: (next: string) => boolean = () => false): Promise<Step> {
    let step = await this.fetch(url);
    while (step.location && !stop(step.location)) step = await this.fetch(step.location);
    return step;
  }

  /** Posts a form like a browser (form-encoded). */
  post(url: string, fields: Record<string, string>): Promise<Step> {
    return this.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}
