//! Reading QR codes from pixels (the pack-up reader, issue 22 point 6), and the degradations of the
//! reader's test set: every loop over pixels the project runs.
//!
//! It is its own crate so that the dev profile can build it optimised (issue 23, the test loop): its
//! loops and the `image` and `rqrr` generics they instantiate ran at opt-level 0 inside
//! `gunbai-print`, and the reader's tests spent most of their time there. It knows nothing of the
//! pack-up payload: [`read_all`] asks its caller when the texts found are enough.

/// The texts rqrr reads in one greyscale image, as is.
fn grids(w: usize, h: usize, pixels: &[u8]) -> Vec<String> {
    grids_counted(w, h, pixels).0
}

/// Black and white by comparing each pixel with the mean of the `r`-pixel square around it (a
/// shadow across a photo or a grey print then still separates modules), via an integral image.
pub fn binarise(w: usize, h: usize, pixels: &[u8], r: usize) -> Vec<u8> {
    let mut sum = vec![0u64; (w + 1) * (h + 1)];
    for y in 0..h {
        let mut row = 0u64;
        for x in 0..w {
            row += pixels[y * w + x] as u64;
            sum[(y + 1) * (w + 1) + x + 1] = sum[y * (w + 1) + x + 1] + row;
        }
    }
    let mut out = vec![255u8; w * h];
    for y in 0..h {
        let (y0, y1) = (y.saturating_sub(r), (y + r + 1).min(h));
        for x in 0..w {
            let (x0, x1) = (x.saturating_sub(r), (x + r + 1).min(w));
            let area = ((y1 - y0) * (x1 - x0)) as u64;
            let total = sum[y1 * (w + 1) + x1] + sum[y0 * (w + 1) + x0]
                - sum[y0 * (w + 1) + x1]
                - sum[y1 * (w + 1) + x0];
            // Slightly below the local mean: flat paper stays white.
            if (pixels[y * w + x] as u64) * area * 100 < total * 95 {
                out[y * w + x] = 0;
            }
        }
    }
    out
}

/// Otsu's global threshold: the grey level that best splits the histogram into ink and paper.
pub fn otsu(pixels: &[u8]) -> u8 {
    let mut hist = [0u64; 256];
    for &v in pixels {
        hist[v as usize] += 1;
    }
    let total = pixels.len() as f64;
    let sum_all: f64 = hist
        .iter()
        .enumerate()
        .map(|(i, &c)| i as f64 * c as f64)
        .sum();
    let (mut w0, mut sum0, mut best, mut at) = (0.0f64, 0.0f64, -1.0f64, 128u8);
    for (t, &c) in hist.iter().enumerate() {
        w0 += c as f64;
        if w0 == 0.0 {
            continue;
        }
        let w1 = total - w0;
        if w1 == 0.0 {
            break;
        }
        sum0 += t as f64 * c as f64;
        let (m0, m1) = (sum0 / w0, (sum_all - sum0) / w1);
        let between = w0 * w1 * (m0 - m1) * (m0 - m1);
        if between > best {
            best = between;
            at = t as u8;
        }
    }
    at
}

fn threshold(pixels: &[u8], t: u8) -> Vec<u8> {
    pixels
        .iter()
        .map(|&v| if v <= t { 0 } else { 255 })
        .collect()
}

/// Images up to this many pixels (a screenshot or a crop of one code) are first read as they are.
const SMALL_IMAGE: usize = 1_000_000;

/// Every QR text found in a greyscale image, trying harder until a whole pack-up is read (issue 22
/// point 6: every code in well under 2 s). First the cheap way: a small image as it is; then each
/// patch of ink shaped like a code ([`code_regions`]), cropped and scaled to the size rqrr reads
/// best ([`read_region`]). Only when that leaves codes unread, the whole image the slow way: black
/// and white at Otsu's threshold and against the local mean (shadows), in overlapping tiles, then
/// at several working sizes (large photos scaled down, small scans up) and smoothed (JPEG noise).
/// Duplicates are dropped; order is the order found.
pub fn read_all(
    w: usize,
    h: usize,
    pixels: &[u8],
    done: &dyn Fn(&[String]) -> bool,
) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    let add = |new: Vec<String>, found: &mut Vec<String>| {
        for t in new {
            if !found.contains(&t) {
                found.push(t);
            }
        }
        done(found)
    };
    if w == 0 || h == 0 || pixels.len() < w * h {
        return found;
    }
    let pixels = &pixels[..w * h];
    let small = w * h <= SMALL_IMAGE;
    if small && add(grids(w, h, pixels), &mut found) {
        return found;
    }
    let Some(img) = image::GrayImage::from_raw(w as u32, h as u32, pixels.to_vec()) else {
        return found;
    };
    for r in code_regions(w, h, pixels).into_iter().take(MAX_REGIONS) {
        if read_region(&img, r, &mut found, done) {
            return found;
        }
    }
    if !small && add(grids(w, h, pixels), &mut found) {
        return found;
    }
    let tries = |w: usize, h: usize, px: &[u8], found: &mut Vec<String>| {
        if add(grids(w, h, &threshold(px, otsu(px))), found) {
            return true;
        }
        add(
            grids(w, h, &binarise(w, h, px, (w.min(h) / 8).max(8))),
            found,
        )
    };
    if tries(w, h, pixels, &mut found) {
        return found;
    }
    // rqrr samples modules best at 8–12 px each: scale small scans up (a 150 dpi print is about
    // 3 px per module) and large photos down, then threshold, with and without smoothing.
    let long = w.max(h) as f32;
    let scales: Vec<f32> = if long > 2000.0 {
        vec![1600.0 / long, 1200.0 / long, 2400.0 / long]
    } else {
        [2.5f32, 3.0, 1.5, 2.0, 3.5, 4.0]
            .into_iter()
            .filter(|k| long * k <= 3000.0)
            .collect()
    };
    // A whole page scanned at 150 dpi is too big to scale up as a whole, and its codes (3 px per
    // module) too small to read unscaled: read it in overlapping tiles, each scaled up like a small
    // scan. Tiles overlap by half, so every code up to half a tile across lies whole in one.
    if (1000.0..=3000.0).contains(&long) {
        // Photos (2000 px and more across a page) have bigger codes: bigger tiles, scaled less.
        let (tile, k) = if long > 2000.0 {
            (1400, 2.0)
        } else {
            (900, 3.0)
        };
        tiles(&img, tile, k, &mut found, done);
        if done(&found) {
            return found;
        }
    }
    for k in scales {
        let (sw, sh) = (((w as f32) * k) as u32, ((h as f32) * k) as u32);
        let work = image::imageops::resize(
            &img,
            sw.max(1),
            sh.max(1),
            image::imageops::FilterType::Triangle,
        );
        let (ww, wh) = (work.width() as usize, work.height() as usize);
        if tries(ww, wh, work.as_raw(), &mut found) {
            return found;
        }
        let smooth = image::imageops::blur(&work, k.max(1.0) * 0.8);
        if tries(ww, wh, smooth.as_raw(), &mut found) {
            return found;
        }
    }
    // Last, a sharper upscale of a small scan: module edges a slight rotation has blurred come back
    // crisper through a cubic filter than through the linear one above.
    if long <= 1000.0 {
        for k in [3.0f32, 4.0] {
            let work = image::imageops::resize(
                &img,
                ((w as f32) * k) as u32,
                ((h as f32) * k) as u32,
                image::imageops::FilterType::CatmullRom,
            );
            let (ww, wh) = (work.width() as usize, work.height() as usize);
            if tries(ww, wh, work.as_raw(), &mut found) {
                return found;
            }
        }
    }
    found
}

/// Reads an image in overlapping tiles of `tile` pixels, each scaled up `k`× (cubic) and read at
/// Otsu's threshold, sharpened, and against the local mean; a tile stops once every code rqrr sees
/// in it is read, the whole stops once the pack-up is complete.
fn tiles(
    img: &image::GrayImage,
    tile: u32,
    k: f32,
    found: &mut Vec<String>,
    done: &dyn Fn(&[String]) -> bool,
) {
    let (w, h) = (img.width(), img.height());
    let starts = |len: u32| -> Vec<u32> {
        if len <= tile {
            return vec![0];
        }
        let mut v: Vec<u32> = (0..)
            .map(|i| i * tile / 2)
            .take_while(|&x| x + tile < len)
            .collect();
        v.push(len - tile);
        v
    };
    for y in starts(h) {
        for x in starts(w) {
            let part = image::imageops::crop_imm(img, x, y, tile.min(w), tile.min(h)).to_image();
            let big = image::imageops::resize(
                &part,
                (part.width() as f32 * k) as u32,
                (part.height() as f32 * k) as u32,
                image::imageops::FilterType::CatmullRom,
            );
            let (bw, bh) = (big.width() as usize, big.height() as usize);
            let sharp = image::imageops::unsharpen(&big, 2.0, 4);
            let passes: [&dyn Fn() -> Vec<u8>; 3] = [
                &|| threshold(big.as_raw(), otsu(big.as_raw())),
                &|| threshold(sharp.as_raw(), otsu(sharp.as_raw())),
                &|| binarise(bw, bh, sharp.as_raw(), (bw.min(bh) / 8).max(8)),
            ];
            for pass in passes {
                let (texts, unread) = grids_counted(bw, bh, &pass());
                for t in texts {
                    if !found.contains(&t) {
                        found.push(t);
                    }
                }
                if done(found) {
                    return;
                }
                if unread == 0 {
                    break;
                }
            }
        }
    }
}

/// At most this many patches of ink are read as codes (a page of text has many; codes come first,
/// being the largest).
const MAX_REGIONS: usize = 16;

/// A box in an image: left, top, width, height in pixels.
pub type Region = (usize, usize, usize, usize);

/// Where the codes of a page are, cheaply: the image in blocks (about 320 across), a block being ink
/// when it holds an edge (dark and light pixels far apart for this image's paper and ink) or is all
/// dark; ink blocks a little grown so the light modules inside a code join its dark ones; each
/// connected patch of them roughly square, at least 50 px a side and at least a quarter ink is a
/// candidate code. Largest first.
pub fn code_regions(w: usize, h: usize, px: &[u8]) -> Vec<Region> {
    let b = (w.max(h) / 320).max(2);
    let (bw, bh) = (w.div_ceil(b), h.div_ceil(b));
    let (mut lo, mut hi) = (vec![255u8; bw * bh], vec![0u8; bw * bh]);
    for (y, row) in px.chunks_exact(w).take(h).enumerate() {
        let at = (y / b) * bw;
        for (x, &v) in row.iter().enumerate() {
            let i = at + x / b;
            lo[i] = lo[i].min(v);
            hi[i] = hi[i].max(v);
        }
    }
    // Paper from the blocks' brightest pixels, ink from their darkest (a photo's light falls off).
    let level = |v: &[u8], num: usize, den: usize| {
        let mut v = v.to_vec();
        v.sort_unstable();
        v.get(v.len() * num / den).copied().map_or(0, i32::from)
    };
    let (paper, ink) = (level(&hi, 3, 4), level(&lo, 1, 50));
    let span = (paper - ink).max(1);
    let (edge, dark) = ((span * 2 / 5).max(30), ink + span / 3);
    let mask: Vec<bool> = lo
        .iter()
        .zip(&hi)
        .map(|(&l, &u)| i32::from(u) - i32::from(l) >= edge || i32::from(u) < dark)
        .collect();
    let grow = 2;
    let mut open = vec![false; bw * bh];
    for (i, _) in mask.iter().enumerate().filter(|(_, m)| **m) {
        let (x, y) = (i % bw, i / bw);
        for yy in y.saturating_sub(grow)..(y + grow + 1).min(bh) {
            open[yy * bw + x.saturating_sub(grow)..yy * bw + (x + grow + 1).min(bw)].fill(true);
        }
    }
    let mut out = Vec::new();
    let mut stack = Vec::new();
    for start in 0..bw * bh {
        if !open[start] {
            continue;
        }
        open[start] = false;
        stack.push(start);
        let (mut x0, mut y0, mut x1, mut y1, mut n) = (bw, bh, 0, 0, 0usize);
        while let Some(i) = stack.pop() {
            let (x, y) = (i % bw, i / bw);
            n += usize::from(mask[i]);
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
            let next = [
                (x > 0).then(|| i - 1),
                (x + 1 < bw).then_some(i + 1),
                (y > 0).then(|| i - bw),
                (y + 1 < bh).then_some(i + bw),
            ];
            for j in next.into_iter().flatten() {
                if open[j] {
                    open[j] = false;
                    stack.push(j);
                }
            }
        }
        let (cw, ch) = ((x1 + 1 - x0) * b, (y1 + 1 - y0) * b);
        let (short, long) = (cw.min(ch), cw.max(ch));
        if short < 50 || long * 2 > short * 5 || n * 4 < (x1 + 1 - x0) * (y1 + 1 - y0) {
            continue;
        }
        out.push((x0 * b, y0 * b, cw.min(w - x0 * b), ch.min(h - y0 * b)));
    }
    out.sort_by_key(|r| std::cmp::Reverse(r.2 * r.3));
    out
}

/// Reads the codes of one region: cropped with a margin (the quiet zone), scaled so the crop is
/// about 1300 px across (8–10 px a module for a pack-up code, rqrr's best), then black and white at
/// Otsu's threshold, sharpened, sharpened against the local mean, and smoothed (JPEG noise); then
/// the same larger and smaller. Stops at the first try that reads every code rqrr sees there; true
/// once the pack-up is complete.
fn read_region(
    img: &image::GrayImage,
    r: Region,
    found: &mut Vec<String>,
    done: &dyn Fn(&[String]) -> bool,
) -> bool {
    let (x, y, cw, ch) = r;
    let m = cw.max(ch) / 10 + 4;
    let (x0, y0) = (x.saturating_sub(m), y.saturating_sub(m));
    let x1 = (x + cw + m).min(img.width() as usize);
    let y1 = (y + ch + m).min(img.height() as usize);
    let part = image::imageops::crop_imm(
        img,
        x0 as u32,
        y0 as u32,
        (x1 - x0) as u32,
        (y1 - y0) as u32,
    )
    .to_image();
    let side = (x1 - x0).max(y1 - y0).max(1) as f32;
    for target in [1300.0f32, 1700.0, 1000.0] {
        let k = target / side;
        let filter = if k > 1.0 {
            image::imageops::FilterType::CatmullRom
        } else {
            image::imageops::FilterType::Triangle
        };
        let big = image::imageops::resize(
            &part,
            ((part.width() as f32 * k) as u32).max(1),
            ((part.height() as f32 * k) as u32).max(1),
            filter,
        );
        let (bw, bh) = (big.width() as usize, big.height() as usize);
        let mut sharp = None;
        for pass in 0..4 {
            let bits = match pass {
                0 => threshold(big.as_raw(), otsu(big.as_raw())),
                1 | 2 => {
                    let s = sharp.get_or_insert_with(|| image::imageops::unsharpen(&big, 2.0, 4));
                    if pass == 1 {
                        threshold(s.as_raw(), otsu(s.as_raw()))
                    } else {
                        binarise(bw, bh, s.as_raw(), (bw.min(bh) / 8).max(8))
                    }
                }
                _ => {
                    let s = image::imageops::blur(&big, k.max(1.0) * 0.8);
                    threshold(s.as_raw(), otsu(s.as_raw()))
                }
            };
            let (texts, unread) = bits_counted(bw, bh, &bits);
            let read = !texts.is_empty();
            for t in texts {
                if !found.contains(&t) {
                    found.push(t);
                }
            }
            if done(found) {
                return true;
            }
            if read && unread == 0 {
                return false;
            }
        }
    }
    false
}

/// [`grids_counted`] for an image already black and white (0 ink, 255 paper): rqrr's own
/// thresholding is skipped.
fn bits_counted(w: usize, h: usize, bits: &[u8]) -> (Vec<String>, usize) {
    let mut img = rqrr::PreparedImage::prepare_from_bitmap(w, h, |x, y| bits[y * w + x] < 128);
    decoded(img.detect_grids())
}

/// The texts rqrr reads in one greyscale image and how many code grids it saw but could not read.
fn grids_counted(w: usize, h: usize, pixels: &[u8]) -> (Vec<String>, usize) {
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(w, h, |x, y| pixels[y * w + x]);
    decoded(img.detect_grids())
}

/// The texts of the code grids rqrr found, and how many of them it could not read.
fn decoded<G: rqrr::BitGrid>(grids: Vec<rqrr::Grid<G>>) -> (Vec<String>, usize) {
    let n = grids.len();
    let texts: Vec<String> = grids
        .into_iter()
        .filter_map(|g| g.decode().ok().map(|(_, s)| s))
        .collect();
    let unread = n - texts.len();
    (texts, unread)
}

pub mod testset {
    //! Scans and photos made from a clean page, deterministically: rotation, perspective, JPEG,
    //! and a phone-like photo (the reader's test set, `gunbai_print::qr_testset`).

    use image::{GrayImage, Luma};

    /// Draws one code's dark modules on `img`, anti-aliased by each pixel's area coverage (as a
    /// rasteriser draws them): the code's top-left module at (`x0`, `y0`) mm, `module` mm a module,
    /// `px` pixels a mm.
    pub fn draw_modules(
        img: &mut GrayImage,
        (x0, y0): (f32, f32),
        (w, dark): (usize, &[bool]),
        module: f32,
        px: f32,
    ) {
        for y in 0..w {
            for x in 0..w {
                if !dark[y * w + x] {
                    continue;
                }
                let (ax, ay) = (x0 + x as f32 * module, y0 + y as f32 * module);
                let (bx, by) = (ax + module, ay + module);
                for py in (ay * px).floor() as u32..(by * px).ceil() as u32 {
                    for pxx in (ax * px).floor() as u32..(bx * px).ceil() as u32 {
                        if pxx >= img.width() || py >= img.height() {
                            continue;
                        }
                        let cx = ((pxx + 1) as f32).min(bx * px) - (pxx as f32).max(ax * px);
                        let cy = ((py + 1) as f32).min(by * px) - (py as f32).max(ay * px);
                        let cover = (cx.max(0.0) * cy.max(0.0)).min(1.0);
                        let v = img.get_pixel(pxx, py)[0] as f32 - 255.0 * cover;
                        img.put_pixel(pxx, py, Luma([v.max(0.0) as u8]));
                    }
                }
            }
        }
    }

    /// Bilinear sample of `img` at (x, y); white outside.
    fn sample(img: &GrayImage, x: f32, y: f32, paper: f32) -> f32 {
        let (w, h) = (img.width() as i64, img.height() as i64);
        let (x0, y0) = (x.floor() as i64, y.floor() as i64);
        let (fx, fy) = (x - x0 as f32, y - y0 as f32);
        let at = |xx: i64, yy: i64| {
            if xx < 0 || yy < 0 || xx >= w || yy >= h {
                paper
            } else {
                img.get_pixel(xx as u32, yy as u32)[0] as f32
            }
        };
        let top = at(x0, y0) * (1.0 - fx) + at(x0 + 1, y0) * fx;
        let bottom = at(x0, y0 + 1) * (1.0 - fx) + at(x0 + 1, y0 + 1) * fx;
        top * (1.0 - fy) + bottom * fy
    }

    /// Rotated by `deg` about the centre (same size, white corners).
    pub fn rotate(img: &GrayImage, deg: f32) -> GrayImage {
        let (sin, cos) = deg.to_radians().sin_cos();
        let (cx, cy) = (img.width() as f32 / 2.0, img.height() as f32 / 2.0);
        GrayImage::from_fn(img.width(), img.height(), |x, y| {
            let (dx, dy) = (x as f32 + 0.5 - cx, y as f32 + 0.5 - cy);
            let (sx, sy) = (
                cos * dx + sin * dy + cx - 0.5,
                -sin * dx + cos * dy + cy - 0.5,
            );
            Luma([sample(img, sx, sy, 255.0) as u8])
        })
    }

    /// Seen in perspective: a true projective view of the sheet whose top edge is narrowed by `k` of
    /// the width on each side (a sheet on a table photographed from its foot), `out_w` pixels wide.
    pub fn perspective(img: &GrayImage, k: f32, out_w: u32) -> GrayImage {
        let (w, h) = (img.width() as f32, img.height() as f32);
        let (ow, oh) = (out_w, (h * out_w as f32 / w) as u32);
        // Depth at the top relative to the bottom; image = sheet / depth (a pinhole camera).
        let q = 1.0 / (1.0 - 2.0 * k);
        GrayImage::from_fn(ow, oh, |x, y| {
            let (xi, yi) = ((x as f32 + 0.5) / ow as f32, (y as f32 + 0.5) / oh as f32);
            let v = yi * q / (1.0 - yi * (1.0 - q));
            let z = q + (1.0 - q) * v;
            let u = 0.5 + (xi - 0.5) * z;
            if !(0.0..=1.0).contains(&u) || !(0.0..=1.0).contains(&v) {
                return Luma([110]);
            }
            Luma([sample(img, u * w - 0.5, v * h - 0.5, 255.0) as u8])
        })
    }

    /// JPEG at `quality`, decoded again.
    pub fn jpeg(img: &GrayImage, quality: u8) -> GrayImage {
        let mut bytes = Vec::new();
        let enc = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, quality);
        if img.write_with_encoder(enc).is_err() {
            return img.clone();
        }
        image::load_from_memory(&bytes)
            .map(|i| i.to_luma8())
            .unwrap_or_else(|_| img.clone())
    }

    /// A phone-like photo: perspective, light falling off across the sheet, grey paper, blur, sensor
    /// noise and JPEG.
    pub fn phone(img: &GrayImage) -> GrayImage {
        let mut p = perspective(&rotate(img, 4.0), 0.06, 2000);
        let (w, h) = (p.width() as f32, p.height() as f32);
        let mut seed = 12345u32;
        for (x, y, px) in p.enumerate_pixels_mut() {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            let noise = ((seed >> 16) % 17) as f32 - 8.0;
            let light = 0.92 - 0.3 * (x as f32 / w) * (0.5 + 0.5 * y as f32 / h);
            let v = px[0] as f32 * light + 10.0 + noise;
            *px = Luma([v.clamp(0.0, 255.0) as u8]);
        }
        jpeg(&image::imageops::blur(&p, 1.2), 70)
    }
}
