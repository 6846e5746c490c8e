"""JSON answers constrained by a JSON Schema: the schema as decoding sees it, the grammar mask of local models
(llguidance), and the checks every backend's answer goes through.

Why a decoding schema: a grammar only says which tokens may come next, not when to stop, so a model (a
random one above all) may write a string or a list forever. Decoding therefore uses the schema with bounds
added where it sets none (string lengths, list lengths, no properties beyond those named, compact
separators); every text those bounds allow is valid against the original schema, which the answer is then
checked against. The mask is applied by a transformers LogitsProcessor, so the local backends keep their
batching, key/value cache and chat template; it is applied without torch.compile (llguidance's own
kernel compiles on first use, which costs tens of seconds on a CPU).
"""
from __future__ import annotations

import copy
import json
from typing import Any, Optional

from probes.requests import JSONAnswer
from solver.errors import PhyskbError
import importlib.util

MAX_STRING = 64  # characters of a string the schema does not bound
MAX_ITEMS = 24  # items of a list the schema does not bound
MAX_NUMBER = 10 ** 6  # the largest number a schema that sets no maximum gets (its digits cost tokens)
TIGHTER_ROUNDS = 3  # an answer cut by the token budget is asked again with the bounds halved, up to this often
# compact separators with a space: no free whitespace, so a model cannot spend its budget on blanks
JSON_OPTIONS = {"whitespace_flexible": False, "item_separator": ", ", "key_separator": ": "}
INSTALL_HINT = "constrained JSON decoding of local models needs llguidance: pip install 'physkb[probes]'"


def schema_text(schema: dict) -> str:
    """The schema as canonical JSON text (a JSONRequest's `schema`; equal schemas give equal text)."""
    return json.dumps(schema, ensure_ascii=False, separators=(",", ":"))  # key order kept: it orders the answer


def load_schema(text: str) -> dict:
    try:
        schema = json.loads(text)
    except json.JSONDecodeError as err:
        raise PhyskbError(f"a JSON request's schema is not JSON: {err}") from None
    if not isinstance(schema, dict):
        raise PhyskbError("a JSON request's schema must be a JSON object")
    return schema


def _types(node: dict) -> set[str]:
    kind = node.get("type")
    return {kind} if isinstance(kind, str) else set(kind) if isinstance(kind, list) else set()


def decoding_schema(schema: dict, tighter: int = 0) -> dict:
    """`schema` with bounds for decoding: strings at most MAX_STRING characters and lists MAX_ITEMS items (or the
    schema's own smaller bounds), each halved `tighter` times but never below what the schema requires; numbers
    a range where they have none (its digits shrunk by `tighter` too); objects with named properties
    additionalProperties false. Only restrictions are added, so what decodes is valid against `schema`."""
    out = copy.deepcopy(schema)
    max_number = max(MAX_NUMBER // 100 ** tighter, 99)

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            kinds = _types(node)
            if "string" in kinds and "enum" not in node and "const" not in node and "pattern" not in node \
                    and "format" not in node:
                bound = min(node.get("maxLength", MAX_STRING), MAX_STRING) >> tighter
                node["maxLength"] = max(bound, 4, int(node.get("minLength", 0)))
            if "array" in kinds:
                bound = min(node.get("maxItems", MAX_ITEMS), MAX_ITEMS) >> tighter
                node["maxItems"] = max(bound, int(node.get("minItems", 0)))
            if kinds & {"integer", "number"} and "enum" not in node and "const" not in node:
                if "maximum" not in node and "exclusiveMaximum" not in node:
                    node["maximum"] = max(max_number, node.get("minimum", 0) or 0)
                if "minimum" not in node and "exclusiveMinimum" not in node:
                    node["minimum"] = min(-max_number, node.get("maximum", 0) or 0)
            if "object" in kinds and isinstance(node.get("properties"), dict) and "additionalProperties" not in node \
                    and "patternProperties" not in node:
                node["additionalProperties"] = False
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(out)
    return out


def schema_errors(value: Any, schema: dict, limit: int = 20) -> list[str]:
    """Where `value` breaks `schema` (JSON Schema draft 2020-12), each as "at PATH: message"; empty when valid."""
    # deferred: loads jsonschema only when this runs
    import jsonschema

    validator_class = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    errors = sorted(validator_class(schema).iter_errors(value), key=lambda e: list(map(str, e.absolute_path)))
    out = []
    for err in errors[:limit]:
        path = "/".join(str(p) for p in err.absolute_path) or "(the whole value)"
        out.append(f"at {path}: {err.message[:300]}")
    if len(errors) > limit:
        out.append(f"... and {len(errors) - limit} more")
    return out


def json_answer(text: str, constrained: bool, finish: str = "stop") -> JSONAnswer:
    """A backend's generated text as a JSONAnswer (the value is None when the text does not parse).

    A raw line break or tab inside a string is accepted (`strict=False`): a server's grammar for a JSON string
    may let a model write one where JSON wants it escaped (llama.cpp's `response_format` did, once in 120
    readings), and the value is still the one the model meant."""
    try:
        value = json.loads(text, strict=False)
    except (json.JSONDecodeError, RecursionError):
        return JSONAnswer(text=text, value=None, parsed=False, constrained=constrained, finish=finish)
    return JSONAnswer(text=text, value=value, parsed=True, constrained=constrained, finish=finish)


_CLOSING = {"{": "}", "[": "]"}


def closed_prefixes(text: str) -> list[Any]:
    """The values a cut JSON text still holds, longest first: the text cut back to each place where an element
    of a list or object had just ended (before a comma, after a closing bracket) or a list or object had just
    opened, with the lists and objects still open then closed. A server's answer cut by its token budget (no
    mask can steer it to its end) keeps in this way what it had written; the caller picks the first that its
    schema accepts."""
    cuts: list[tuple[int, str]] = []
    stack: list[str] = []
    in_string = escape = False
    for i, c in enumerate(text):
        if in_string:
            if escape:
                escape = False
            elif c == "\\":
                escape = True
            elif c == '"':
                in_string = False
            continue
        if c == '"':
            in_string = True
        elif c in _CLOSING:
            stack.append(_CLOSING[c])
            cuts.append((i + 1, "".join(reversed(stack))))
        elif c in "]}" and stack:
            stack.pop()
            cuts.append((i + 1, "".join(reversed(stack))))
        elif c == "," and stack:
            cuts.append((i, "".join(reversed(stack))))
    values = []
    for end, closing in reversed(cuts):
        try:
            values.append(json.loads(text[:end] + closing))
        except (json.JSONDecodeError, RecursionError):
            continue
    return values


# --------------------------------------------------------------------------- llguidance for local models

def require_llguidance():
    if importlib.util.find_spec("llguidance") is None:
        raise PhyskbError(INSTALL_HINT)
    # deferred: loads llguidance only when this runs
    import llguidance

    return llguidance


_TOKENIZERS: dict[int, Any] = {}


def ll_tokenizer(tokenizer: Any, n_vocab: Optional[int], eos: Any) -> Any:
    """llguidance's view of a Hugging Face fast tokenizer (built once per tokenizer: about a second)."""
    llguidance = require_llguidance()
    # deferred: loads llguidance only when this runs
    import llguidance.hf

    key = id(tokenizer)
    if key not in _TOKENIZERS:
        try:
            _TOKENIZERS[key] = llguidance.hf.from_tokenizer(tokenizer, n_vocab=n_vocab, eos_token=eos)
        except ValueError as err:
            raise PhyskbError(f"constrained decoding needs a fast (Rust) tokenizer: {err}") from None
    return _TOKENIZERS[key]


def grammar_of(schema: dict, tighter: int = 0) -> str:
    """The llguidance grammar of a JSON Schema (bounded for decoding; `tighter` halves the added bounds that many
    times), checked before any token is generated."""
    llguidance = require_llguidance()
    bounded = decoding_schema(schema, tighter)
    grammar = llguidance.LLMatcher.grammar_from_json_schema(bounded, defaults=JSON_OPTIONS)
    is_error, messages = llguidance.LLMatcher.validate_grammar_with_warnings(grammar)
    if is_error:
        raise PhyskbError(f"the JSON Schema cannot be used for constrained decoding: {messages[0] if messages else ''}")
    return grammar


_CLOSERS: dict[int, "Closers"] = {}


class Closers:
    """The tokens of a tokenizer that close JSON: `in_string` those that end a string and then only close lists
    and objects (`"`, `"]`, `"}]` ...), `outside` those made only of `]` and `}`; and each token's text, to
    follow whether a row's answer is inside a string. Built once per tokenizer (a pass over its vocabulary)."""

    def __init__(self, tokenizer: Any, n_vocab: int) -> None:
        texts = [""] * n_vocab
        for k in range(min(n_vocab, len(tokenizer))):
            texts[k] = tokenizer.decode([k])
        self.texts = texts
        self.in_string = [k for k, t in enumerate(texts) if t.startswith('"') and set(t[1:]) <= set("]}")]
        self.outside = [k for k, t in enumerate(texts) if t and set(t) <= set("]}")]

    @classmethod
    def of(cls, tokenizer: Any, n_vocab: int) -> "Closers":
        key = id(tokenizer)
        if key not in _CLOSERS:
            _CLOSERS[key] = cls(tokenizer, n_vocab)
        return _CLOSERS[key]


class _JsonPosition:
    """Whether the JSON text written so far ends inside a string (quotes and backslash escapes followed)."""

    def __init__(self) -> None:
        self.in_string = False
        self.escape = False

    def feed(self, text: str) -> None:
        for c in text:
            if self.in_string:
                if self.escape:
                    self.escape = False
                elif c == "\\":
                    self.escape = True
                elif c == '"':
                    self.in_string = False
            elif c == '"':
                self.in_string = True


class SchemaMask:
    """A transformers logits processor: each row of a batch may only continue with tokens its grammar allows.

    Row k's matcher consumes the token generated for it at the previous step; once a row's value is complete
    only the end-of-sequence token is allowed, so the row stops (and later steps, which feed padding, are ignored).

    With `close_after` (per row: the number of tokens after which the row closes, or None) and `closers`, a row
    that has written that many tokens is steered to its end: where the grammar allows a token that closes the
    current string, list or object, only such tokens stay allowed; where it allows none (a required key, a value
    after its key), the model chooses among what the grammar allows, as before. A long answer then ends within
    its budget, valid, with what it had written so far (the lists it had not reached are left out)."""

    def __init__(self, lltok: Any, grammars: list[str], eos_ids: list[int],
                 close_after: Optional[list[Optional[int]]] = None, closers: Optional[Closers] = None) -> None:
        llguidance = require_llguidance()
        self.matchers = [llguidance.LLMatcher(lltok, g, log_level=0) for g in grammars]
        for m in self.matchers:
            if m.is_error():
                raise PhyskbError(f"constrained decoding cannot start: {m.get_error()}")
        self.eos_ids = eos_ids
        self.n_vocab = lltok.vocab_size
        self.finished = [False] * len(grammars)
        self.prompt_width: Optional[int] = None
        self.close_after = list(close_after) if close_after and closers is not None else [None] * len(grammars)
        self.closers = closers
        self.written = [0] * len(grammars)
        self.positions = [_JsonPosition() for _ in grammars]
        self.closed_early = [False] * len(grammars)  # rows that were steered to their end

    def __call__(self, input_ids, scores):
        # deferred: loads torch only when this runs
        import torch

        if self.prompt_width is None:
            self.prompt_width = input_ids.shape[1]
        else:
            for row, matcher in enumerate(self.matchers):
                if self.finished[row]:
                    continue
                token = int(input_ids[row, -1])
                if token in self.eos_ids or matcher.is_stopped():
                    self.finished[row] = True
                    continue
                matcher.consume_token(token)
                self.written[row] += 1
                if self.close_after[row] is not None:
                    self.positions[row].feed(self.closers.texts[token] if token < len(self.closers.texts) else "")
        words = (self.n_vocab + 31) // 32
        bitmask = torch.zeros((len(self.matchers), words), dtype=torch.int32)
        for row, matcher in enumerate(self.matchers):
            if self.finished[row] or matcher.is_stopped() or matcher.is_error():
                for eos in self.eos_ids:
                    bitmask[row, eos // 32] |= _bit(eos % 32)
            else:
                v = bitmask[row]
                matcher.unsafe_compute_mask_ptr(v.data_ptr(), v.numel() * v.element_size())
        shifts = torch.arange(32, dtype=torch.int32)
        allowed = ((bitmask.unsqueeze(-1) >> shifts) & 1).bool().reshape(len(self.matchers), -1)
        width = scores.shape[-1]
        if allowed.shape[1] < width:
            allowed = torch.cat([allowed, torch.zeros((allowed.shape[0], width - allowed.shape[1]), dtype=torch.bool)], 1)
        allowed = allowed[:, :width]
        for row, limit in enumerate(self.close_after):
            if limit is not None and self.written[row] >= limit and not self.finished[row]:
                self._keep_closers(allowed, row)
        return scores.masked_fill(~allowed.to(scores.device), float("-inf"))

    def _keep_closers(self, allowed, row: int) -> None:
        """Row `row` of `allowed` narrowed to the closing tokens it allows, when it allows any."""
        # deferred: loads torch only when this runs
        import torch

        ids = self.closers.in_string if self.positions[row].in_string else self.closers.outside
        ids = [k for k in ids if k < allowed.shape[1]]
        if not ids:
            return
        index = torch.tensor(ids, dtype=torch.long)
        keep = allowed[row, index]
        if bool(keep.any()):
            self.closed_early[row] = True
            allowed[row] = False
            allowed[row, index] = keep

    def finish(self, row: int) -> str:
        """"stop" when row's value is complete, else "length" (cut by the token budget)."""
        m = self.matchers[row]
        return "stop" if (self.finished[row] or m.is_stopped() or m.is_accepting()) else "length"


def _bit(k: int) -> int:
    """Bit k of an int32 word as a Python int that fits it (bit 31 is the sign)."""
    return -(1 << 31) if k == 31 else (1 << k)
