//! Just enough HTTP/1.1 for the table's pages: one request per connection, bounded head and body, no
//! chunked bodies, answers closed after they are written.

use std::io::{Read, Write};

/// A request as read: method, path and query, headers (names in lower case), body.
#[derive(Debug)]
pub struct Request {
    pub method: String,
    pub path: String,
    query: String,
    headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Request {
    /// The value of query parameter `name` (no percent-decoding: the values asked for are plain).
    pub fn query(&self, name: &str) -> Option<String> {
        self.query
            .split('&')
            .filter_map(|p| p.split_once('='))
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.to_string())
    }

    /// The first header named `name` (lower case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Reads one request: `Err(status)` when it is refused (431 head too big, 413 body too big, 400
/// malformed, 411 a body without a length, 408 too slow or cut off: the whole request must arrive
/// before `deadline`, so a client sending a byte now and then cannot hold a connection).
pub fn read_request(
    r: &mut impl Read,
    head_max: usize,
    body_max: usize,
    deadline: std::time::Instant,
) -> Result<Request, u16> {
    let late = || std::time::Instant::now() > deadline;
    let mut buf: Vec<u8> = Vec::new();
    let mut chunk = [0u8; 2048];
    let head_end = loop {
        if let Some(i) = find(&buf, b"\r\n\r\n") {
            break i;
        }
        if buf.len() > head_max {
            return Err(431);
        }
        let n = r.read(&mut chunk).map_err(|_| 408u16)?;
        if n == 0 {
            return Err(if buf.is_empty() { 408 } else { 400 });
        }
        if late() {
            return Err(408);
        }
        buf.extend_from_slice(&chunk[..n]);
    };
    if head_end > head_max {
        return Err(431);
    }
    let head = std::str::from_utf8(&buf[..head_end]).map_err(|_| 400u16)?;
    let mut lines = head.split("\r\n");
    let first = lines.next().ok_or(400u16)?;
    let mut words = first.split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (words.next(), words.next(), words.next(), words.next())
    else {
        return Err(400);
    };
    if !version.starts_with("HTTP/1.") {
        return Err(400);
    }
    let mut headers = Vec::new();
    for l in lines {
        let (k, v) = l.split_once(':').ok_or(400u16)?;
        headers.push((k.trim().to_ascii_lowercase(), v.trim().to_string()));
    }
    if headers.iter().any(|(k, _)| k == "transfer-encoding") {
        return Err(411);
    }
    let len = match headers.iter().find(|(k, _)| k == "content-length") {
        Some((_, v)) => v.parse::<usize>().map_err(|_| 400u16)?,
        None => 0,
    };
    if len > body_max {
        return Err(413);
    }
    let mut body: Vec<u8> = buf[head_end + 4..].to_vec();
    if body.len() > len {
        return Err(400);
    }
    while body.len() < len {
        let n = r.read(&mut chunk).map_err(|_| 408u16)?;
        if n == 0 || late() {
            return Err(408);
        }
        body.extend_from_slice(&chunk[..n]);
        if body.len() > len {
            return Err(400);
        }
    }
    let (path, query) = match target.split_once('?') {
        Some((p, q)) => (p, q),
        None => (target, ""),
    };
    Ok(Request {
        method: method.to_string(),
        path: path.to_string(),
        query: query.to_string(),
        headers,
        body,
    })
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// An answer.
#[derive(Debug)]
pub struct Response {
    status: u16,
    content_type: Option<&'static str>,
    body: Vec<u8>,
}

impl Response {
    /// A status with nothing else (403, 404, 413, …).
    pub fn status(status: u16) -> Self {
        Self {
            status,
            content_type: None,
            body: Vec::new(),
        }
    }
    pub fn html(page: &str) -> Self {
        Self::text(page, "text/html; charset=utf-8")
    }
    pub fn text(text: &str, content_type: &'static str) -> Self {
        Self {
            status: 200,
            content_type: Some(content_type),
            body: text.as_bytes().to_vec(),
        }
    }
    pub fn json(v: &serde_json::Value) -> Self {
        Self {
            status: 200,
            content_type: Some("application/json; charset=utf-8"),
            body: v.to_string().into_bytes(),
        }
    }
    pub fn with_status(mut self, status: u16) -> Self {
        self.status = status;
        self
    }

    /// Writes the answer. Every answer: no caching (a seat's page holds its orders), no referrer (the
    /// address holds the seat's token), only this server's own script and style.
    pub fn write_to(&self, w: &mut impl Write) -> std::io::Result<()> {
        let reason = match self.status {
            200 => "OK",
            400 => "Bad Request",
            403 => "Forbidden",
            404 => "Not Found",
            408 => "Request Timeout",
            409 => "Conflict",
            411 => "Length Required",
            413 => "Content Too Large",
            422 => "Unprocessable Content",
            429 => "Too Many Requests",
            431 => "Request Header Fields Too Large",
            503 => "Service Unavailable",
            _ => "Status",
        };
        let mut head = format!(
            "HTTP/1.1 {} {reason}\r\nContent-Length: {}\r\nConnection: close\r\nCache-Control: no-store\r\nReferrer-Policy: no-referrer\r\nX-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\nContent-Security-Policy: default-src 'self'; img-src 'self' data:; frame-ancestors 'none'\r\n",
            self.status,
            self.body.len()
        );
        if let Some(ct) = self.content_type {
            head.push_str(&format!("Content-Type: {ct}\r\n"));
        }
        head.push_str("\r\n");
        w.write_all(head.as_bytes())?;
        w.write_all(&self.body)?;
        w.flush()
    }
}
