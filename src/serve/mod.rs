//! Phones at the table (issue 24): a small HTTP server on the local network that gives each seat its
//! own page for its private forms (a Shogun plan) and any browser the table view.
//!
//! One writer: the server owns the [`Session`] (behind a mutex) and enters what a seat submits through
//! the same session API the CLI uses. A seat is known by a random token (192 bits of OS entropy) that
//! is only in its own address; a seat's page gets that seat's forms and that seat's own sealed inputs,
//! the table view and every other page only what the rules let the table see
//! ([`Session::public_log`], [`Session::public_state`]). A request with a bad or missing token gets
//! 403 with an empty body; an unknown path 404; a request bigger than [`Limits`] allows is refused
//! (413/431), and so is an address that asks too often (429).
//!
//! Plain `std::net` (no HTTP crate: nothing to compile, and every bound is ours): one thread accepts,
//! each connection is answered on a short-lived thread (at most [`Limits::connections`] at once), one
//! request per connection (`Connection: close`).

#![allow(clippy::disallowed_methods)] // edge module: sockets, threads and the clock belong here

mod http;
mod view;

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::core::{Lang, Msg};
use crate::session::Session;
use http::{Request, Response};

pub use view::{seat_view, seat_words, table_view};

/// The pages and the script, embedded in the binary (no CDN, no build step).
const PAGE_SEAT: &str = include_str!("assets/seat.html");
const PAGE_TABLE: &str = include_str!("assets/table.html");
const SCRIPT: &str = include_str!("assets/gunbai.js");
const STYLE: &str = include_str!("assets/gunbai.css");

/// How much the server takes.
#[derive(Debug, Clone)]
pub struct Limits {
    /// The request line and headers, in bytes.
    pub head: usize,
    /// A request body, in bytes (a Shogun plan is well under 1 KiB).
    pub body: usize,
    /// Requests one address may make in [`Limits::window`].
    pub per_window: u32,
    pub window: Duration,
    /// Connections answered at once.
    pub connections: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            head: 8 * 1024,
            body: 16 * 1024,
            // A phone polls every 2 s; a table of five phones and a TV behind one router stays far below.
            per_window: 600,
            window: Duration::from_secs(10),
            connections: 32,
        }
    }
}

/// Why a server did not start, with the session it was given (when it could be taken back).
pub struct StartError {
    pub detail: String,
    pub session: Option<Session>,
}

/// One seat: its name (the player's colour) and its token.
#[derive(Debug, Clone)]
pub struct Seat {
    pub name: String,
    token: String,
}

impl Seat {
    /// The seat's address path (`/seat/TOKEN`): it is the seat's key, shown only in its own QR code.
    pub fn path(&self) -> String {
        format!("/seat/{}", self.token)
    }
}

/// What the server shares between its threads.
pub(crate) struct Shared {
    pub session: Mutex<Table>,
    pub seats: Vec<Seat>,
    limits: Limits,
    hits: Mutex<HashMap<IpAddr, (Instant, u32)>>,
    open: AtomicUsize,
}

/// The session and what the server remembers about the last action entered through it.
pub struct Table {
    pub session: Session,
    /// What to do with the pieces after the last action entered here (`Game::table_now`).
    pub table_now: Vec<Msg>,
    /// The table view last built, by language, with the journal length and position it was built
    /// at: every device polls it, the journal changes far less often.
    cache: Vec<((usize, usize, Lang), serde_json::Value)>,
}

impl Table {
    /// The table view in `lang`, built again only when the journal moved.
    pub fn view(&mut self, lang: Lang) -> serde_json::Value {
        let key = (self.session.records().len(), self.session.position(), lang);
        if let Some((_, v)) = self.cache.iter().find(|(k, _)| *k == key) {
            return v.clone();
        }
        let v = table_view(self, lang);
        self.cache.retain(|(k, _)| k.0 == key.0 && k.1 == key.1);
        self.cache.push((key, v.clone()));
        v
    }
}

/// A running server. Dropping it stops it.
pub struct Server {
    addr: SocketAddr,
    shared: Arc<Shared>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

/// A token: 24 bytes (192 bits) from the operating system's entropy, in hex.
fn token() -> Result<String, String> {
    use rand::TryRng;
    let mut b = [0u8; 24];
    rand::rngs::SysRng
        .try_fill_bytes(&mut b)
        .map_err(|e| e.to_string())?;
    Ok(crate::session::format::hex(&b))
}

/// Compares two tokens in time that does not depend on where they differ.
fn same_token(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

impl Server {
    /// Starts serving `session` on `listen` (port 0: any free port). The seats are the game's players
    /// (see [`view::seat_names`]), each with a fresh token.
    pub fn start(session: Session, listen: SocketAddr) -> Result<Server, String> {
        Self::start_with(session, listen, Limits::default())
    }

    pub fn start_with(
        session: Session,
        listen: SocketAddr,
        limits: Limits,
    ) -> Result<Server, String> {
        let listener = TcpListener::bind(listen).map_err(|e| e.to_string())?;
        Self::serve(session, listener, limits).map_err(|e| e.detail)
    }

    /// Serves `session` on a listener already bound; on failure the session comes back with the
    /// reason (the GUI keeps it).
    pub fn serve(
        session: Session,
        listener: TcpListener,
        limits: Limits,
    ) -> Result<Server, Box<StartError>> {
        let fail =
            |detail: String, session: Option<Session>| Box::new(StartError { detail, session });
        let mut seats = Vec::new();
        for name in view::seat_names(&session) {
            match token() {
                Ok(token) => seats.push(Seat { name, token }),
                Err(e) => return Err(fail(e, Some(session))),
            }
        }
        let addr = match listener.local_addr() {
            Ok(a) => a,
            Err(e) => return Err(fail(e.to_string(), Some(session))),
        };
        let shared = Arc::new(Shared {
            session: Mutex::new(Table {
                session,
                table_now: Vec::new(),
                cache: Vec::new(),
            }),
            seats,
            limits,
            hits: Mutex::new(HashMap::new()),
            open: AtomicUsize::new(0),
        });
        let stop = Arc::new(AtomicBool::new(false));
        // Issue 23 (hardening): the server's threads treat a fault in the rules as the thread that
        // started it does (a build for players refuses it; see `answer`).
        let refuse = crate::session::faults_refused_here();
        let spawned = {
            let shared = shared.clone();
            let stop = stop.clone();
            std::thread::Builder::new()
                .name("gunbai-serve".into())
                .spawn(move || accept_loop(listener, shared, stop, refuse))
        };
        match spawned {
            Ok(thread) => Ok(Server {
                addr,
                shared,
                stop,
                thread: Some(thread),
            }),
            // The thread was not started, so nothing else holds the session: it goes back.
            Err(e) => Err(fail(
                e.to_string(),
                Arc::try_unwrap(shared).ok().map(|s| {
                    s.session
                        .into_inner()
                        .unwrap_or_else(|p| p.into_inner())
                        .session
                }),
            )),
        }
    }

    /// The address the server listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// True when the server listens on every interface (`0.0.0.0`, `::`): phones on the network can
    /// reach it.
    pub fn on_all_interfaces(&self) -> bool {
        self.addr.ip().is_unspecified()
    }

    /// The address to give phones: the listening one, or when it listens on every interface, this
    /// computer's address on the local network (the one a packet to the outside would leave from; no
    /// packet is sent).
    pub fn base_url(&self) -> String {
        let ip = if self.on_all_interfaces() {
            local_ip().unwrap_or(self.addr.ip())
        } else {
            self.addr.ip()
        };
        format!("http://{}", SocketAddr::new(ip, self.addr.port()))
    }

    /// Each seat's name and its full address.
    pub fn seat_urls(&self) -> Vec<(String, String)> {
        let base = self.base_url();
        self.shared
            .seats
            .iter()
            .map(|s| (s.name.clone(), format!("{base}{}", s.path())))
            .collect()
    }

    /// The table view's address (anyone may watch).
    pub fn table_url(&self) -> String {
        format!("{}/table", self.base_url())
    }

    /// The session, for the owner of the server (the GUI draws it; tests look at it).
    pub fn table(&self) -> MutexGuard<'_, Table> {
        lock(&self.shared.session)
    }

    /// Stops accepting and waits for the accepting thread (connections being answered finish).
    pub fn stop(&mut self) {
        if self.thread.is_none() {
            return;
        }
        self.stop.store(true, Ordering::SeqCst);
        // Wake the blocking accept.
        let _ = TcpStream::connect_timeout(&wake_addr(self.addr), Duration::from_millis(300));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }

    /// Blocks until the server stops (the CLI's `serve` runs until interrupted).
    pub fn wait(mut self) {
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Server {
    /// Stops the server and gives the session back (the GUI goes on with it). `None` only when a
    /// connection still holds it after its time-outs.
    pub fn into_session(mut self) -> Option<Session> {
        self.stop();
        let shared = self.shared.clone();
        drop(self);
        // A connection being answered holds the shared state for at most its time-outs (seconds).
        for _ in 0..300 {
            if Arc::strong_count(&shared) == 1 {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        Arc::try_unwrap(shared).ok().map(|s| {
            s.session
                .into_inner()
                .unwrap_or_else(|p| p.into_inner())
                .session
        })
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A lock that survives a thread that panicked while holding it (the session stays usable).
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// Where to connect to wake a listener on `addr` (an unspecified address is reached on loopback).
fn wake_addr(addr: SocketAddr) -> SocketAddr {
    if addr.ip().is_unspecified() {
        let ip: IpAddr = if addr.is_ipv4() {
            IpAddr::from([127, 0, 0, 1])
        } else {
            IpAddr::from([0u16, 0, 0, 0, 0, 0, 0, 1])
        };
        SocketAddr::new(ip, addr.port())
    } else {
        addr
    }
}

/// This computer's address on the local network: the source address of a UDP socket "connected" to a
/// documentation address (connecting a UDP socket sends nothing).
fn local_ip() -> Option<IpAddr> {
    let s = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    s.connect("192.0.2.1:9").ok()?;
    let ip = s.local_addr().ok()?.ip();
    (!ip.is_unspecified()).then_some(ip)
}

fn accept_loop(listener: TcpListener, shared: Arc<Shared>, stop: Arc<AtomicBool>, refuse: bool) {
    for conn in listener.incoming() {
        if stop.load(Ordering::SeqCst) {
            break;
        }
        let Ok(stream) = conn else { continue };
        let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
        let _ = stream.set_write_timeout(Some(Duration::from_secs(5)));
        if shared.open.fetch_add(1, Ordering::SeqCst) >= shared.limits.connections {
            shared.open.fetch_sub(1, Ordering::SeqCst);
            let mut stream = stream;
            let _ = Response::status(503).write_to(&mut stream);
            continue;
        }
        let shared = shared.clone();
        let spawned = std::thread::Builder::new()
            .name("gunbai-serve-conn".into())
            .spawn({
                let shared = shared.clone();
                move || {
                    if refuse {
                        crate::session::refuse_faults_on_this_thread();
                    }
                    answer(stream, &shared);
                    shared.open.fetch_sub(1, Ordering::SeqCst);
                }
            });
        if spawned.is_err() {
            shared.open.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

/// Reads one request from `stream` and answers it.
fn answer(mut stream: TcpStream, shared: &Shared) {
    let peer = stream.peer_addr().ok().map(|a| a.ip());
    if let Some(ip) = peer
        && !allowed(shared, ip)
    {
        let _ = Response::status(429).write_to(&mut stream);
        return;
    }
    let deadline = Instant::now() + Duration::from_secs(10);
    let resp = match http::read_request(
        &mut stream,
        shared.limits.head,
        shared.limits.body,
        deadline,
    ) {
        // A fault while answering (a view or a prompt of the rules) is a 500: the phone says it lost
        // the table and asks again, and the server and the window go on.
        Ok(req) => crate::session::contained(|| route(&req, shared))
            .unwrap_or_else(|| Response::status(500)),
        Err(code) => Response::status(code),
    };
    let _ = resp.write_to(&mut stream);
    // Close gently: what the client still sends (a refused body) is read and dropped for a moment, so
    // the answer is not lost to a reset.
    let _ = stream.shutdown(std::net::Shutdown::Write);
    let _ = stream.set_read_timeout(Some(Duration::from_millis(500)));
    let mut sink = [0u8; 4096];
    let mut left = 4 * shared.limits.body + shared.limits.head;
    while left > 0 {
        match std::io::Read::read(&mut stream, &mut sink) {
            Ok(0) | Err(_) => break,
            Ok(n) => left = left.saturating_sub(n),
        }
    }
}

/// Counts a request of `ip` in its window; false when it has asked too often.
fn allowed(shared: &Shared, ip: IpAddr) -> bool {
    let now = Instant::now();
    let mut hits = lock(&shared.hits);
    // Forget old windows so the map stays small.
    if hits.len() > 1024 {
        hits.retain(|_, (start, _)| now.duration_since(*start) < shared.limits.window);
    }
    let e = hits.entry(ip).or_insert((now, 0));
    if now.duration_since(e.0) >= shared.limits.window {
        *e = (now, 0);
    }
    e.1 += 1;
    e.1 <= shared.limits.per_window
}

/// The language asked for: `?lang=zh|en|ja`, else the browser's first language of ours, else English.
fn lang_of(req: &Request) -> Lang {
    req.query("lang")
        .and_then(|l| Lang::parse(&l))
        .or_else(|| {
            req.header("accept-language").and_then(|h| {
                h.split(',')
                    .filter_map(|part| part.split(';').next())
                    .find_map(|l| Lang::parse(l.trim()))
            })
        })
        .unwrap_or(Lang::En)
}

fn route(req: &Request, shared: &Shared) -> Response {
    let path = req.path.as_str();
    let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let lang = lang_of(req);
    match (req.method.as_str(), parts.as_slice()) {
        ("GET", ["table"]) => Response::html(PAGE_TABLE),
        ("GET", ["gunbai.js"]) => Response::text(SCRIPT, "text/javascript; charset=utf-8"),
        ("GET", ["gunbai.css"]) => Response::text(STYLE, "text/css; charset=utf-8"),
        ("GET", ["table", "view"]) => {
            let mut t = lock(&shared.session);
            Response::json(&t.view(lang))
        }
        (method, ["seat", token, rest @ ..]) => {
            let Some(seat) = shared.seats.iter().find(|s| same_token(&s.token, token)) else {
                return Response::status(403);
            };
            match (method, rest) {
                ("GET", []) => Response::html(PAGE_SEAT),
                ("GET", ["view"]) => {
                    let mut t = lock(&shared.session);
                    Response::json(&seat_view(&mut t, &seat.name, lang))
                }
                ("POST", ["act"]) => {
                    let mut t = lock(&shared.session);
                    let (code, v) = view::submit(&mut t, &seat.name, &req.body, lang);
                    Response::json(&v).with_status(code)
                }
                _ => Response::status(404),
            }
        }
        ("GET" | "POST", ["seat"]) => Response::status(403),
        _ => Response::status(404),
    }
}
