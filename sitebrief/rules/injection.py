"""Lines that speak to an AI model rather than to a visitor (pure, table-driven).

The record is read by a language model, so a line that tells a model what to
do ("ignore all previous instructions", "note to AI assistants: …", a
chat-template token) is withheld from the text, titles, descriptions and facts,
whoever wrote it (the company, a review, a comment), and listed in the
record's ``withheld`` for a person instead.

Each rule is a phrase a visitor is never addressed with: it names the model
(AI, LLM, language model, ChatGPT, …) or the model's instructions, prompt or
chat template. Ordinary prose about AI, assistants or instructions ("our
support assistants answer within a day", "Instructions: charge for an hour
first", "AI-powered analytics") says none of them. One table per rule, one
entry per language: English, German, French, Spanish, Italian, Dutch,
Portuguese, Polish, Swedish, Chinese and Japanese, as the key-page tables.
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata
from collections.abc import Iterator

# A withheld line is shown up to this many characters (the record is for a person there).
MAX_WITHHELD_CHARS = 300

# Names of the reader being addressed, folded (lower case, no accents).
_MODEL = (
    r"(?:a\.i\.?|ai|llms?|large language models?|language models?|chat ?gpt|gpt-?\d*|claude"
    r"|gemini|copilot|chatbots?|bots?|(?:ai|ki|ia|llm) ?-?(?:assistants?|assistent(?:en)?"
    r"|asistentes?|assistenti|assistentes?|agents?|agenten|modell?s?|modelle|modeles?|modelos?"
    r"|modelli|crawlers?|systems?|systeme)|(?:assistants?|asistentes?|assistenti|assistentes?"
    r"|agents?|modeles?|modelos?|modelli) (?:ia|ai|d'ia|de ia|di ia)|ki|ia|kunstliche intelligenz"
    r"|intelligence artificielle|inteligencia artificial|intelligenza artificiale"
    r"|kunstmatige intelligentie|inteligencia artificial|sztuczna inteligencja|sztucznej inteligencji"
    r"|modele? jezykow\w*|taalmodel(?:len)?|sprachmodell(?:e)?|modeles? de langage"
    r"|modelos? de (?:lenguaje|linguagem)|modelli? (?:di )?linguaggio|sprakmodell(?:er)?)"
)
# After the name: the end of the phrase, or what the addressed reader is doing.
# "A note for AI builders" and "if you are an AI startup" are not addressed to a model.
_END = (
    r"(?=\s*[,.;:!?)\-–—]|\s*$|\s+(?:reading|summari[sz]ing|crawling|processing|scraping|parsing"
    r"|bist|sind|bent|is|es|eres|sei|e|ar|jestes|that|who|which|with|without|que|qui|che|die"
    r"|der|som|ktory|ktora|lendo|leyendo|lisant|leggendo|liest|leest|laser|and|or|und|et|y|e|en)\b)"
)
_PREVIOUS = (
    r"(?:all\s+|any\s+)?(?:the\s+|your\s+|of\s+your\s+)?(?:previous|prior|above|earlier|preceding)"
)
# Lines that tell a model to drop what it was told.
OVERRIDE = [
    rf"\b(?:ignore|disregard|forget)\s+{_PREVIOUS}\s+(?:instructions?|prompts?|directions|directives|rules|guidelines|commands)",
    r"\b(?:ignore|disregard|forget)\s+(?:all\s+)?(?:of\s+)?your\s+(?:instructions|prompt|system prompt|programming|guidelines|rules)",
    r"\bignore\s+all\s+(?:other\s+|prior\s+)?instructions",
    r"\b(?:ignorier\w*|vergiss|vergessen\s+sie|missachte\w*)\s+(?:du\s+|sie\s+)?(?:alle\s+)?(?:deine\s+|ihre\s+|die\s+)?(?:vorherigen|vorigen|bisherigen|obigen|fruheren|vorangegangenen|vorstehenden)?\s*(?:anweisungen|instruktionen|anordnungen|befehle|vorgaben)",
    r"\b(?:ignore[rz]?|oublie[rz]?)\s+(?:toutes\s+)?(?:les|tes|vos)\s+(?:instructions|consignes|directives)(?:\s+(?:precedentes|anterieures|ci-dessus))?",
    r"\bne\s+tiens?\s+pas\s+compte\s+des\s+(?:instructions|consignes)",
    r"\b(?:ignora|ignore|olvida|olvide|descarta)\s+(?:todas\s+)?(?:las|tus|sus)\s+(?:instrucciones|indicaciones)(?:\s+(?:anteriores|previas))?",
    r"\b(?:ignora|dimentica|trascura)\s+(?:tutte\s+)?(?:le\s+)?(?:tue\s+)?(?:istruzioni|indicazioni)(?:\s+(?:precedenti|sopra))?",
    r"\b(?:negeer|vergeet)\s+(?:al\s+|alle\s+)?(?:je\s+|de\s+)?(?:vorige|eerdere|voorgaande|bovenstaande)?\s*(?:instructies|aanwijzingen|opdrachten)",
    r"\b(?:ignore|ignora|esqueca|esquece|desconsidere)\s+(?:todas\s+)?(?:as\s+)?(?:suas\s+)?(?:instrucoes|orientacoes)(?:\s+(?:anteriores|previas|acima))?",
    r"\b(?:zignoruj|ignoruj|zapomnij)\s+(?:o\s+)?(?:wszystkie\s+|wszystkich\s+)?(?:poprzednie|wczesniejsze|powyzsze|poprzednich|swoje)?\s*(?:instrukcje|instrukcjach|polecenia|poleceniach|wytyczne)",
    r"\b(?:ignorera|glom|bortse\s+fran)\s+(?:alla\s+)?(?:tidigare|foregaende|ovanstaende|dina)?\s*(?:instruktioner|anvisningar)",
    r"(?:忽略|忽视|无视|忘记|忘掉|不要理会)(?:掉)?(?:你)?(?:之前|以前|先前|上面|上述|以上|前面|所有)(?:的)?(?:所有)?(?:的)?(?:指令|指示|说明|提示|规则|命令)",
    r"(?:以前|前|上記|これまで|先)の(?:すべての|全ての)?(?:指示|命令|指令|プロンプト|ルール)を(?:すべて|全て)?(?:無視|忘れ)",
]
# Lines addressed to a model: a note to it, "if you are an AI", "dear ChatGPT".
ADDRESS = [
    rf"\b(?:note|message|instructions?|attention|notice|memo|reminder)\s+(?:to|for)\s+(?:all\s+|any\s+|the\s+)?{_MODEL}{_END}",
    rf"\b(?:dear|hey|hello|hi|attention)\s+{_MODEL}\s*[,:!]",
    rf"\bif\s+you\s+are\s+(?:an?\s+)?{_MODEL}{_END}",
    rf"^(?:to\s+)?(?:all\s+|any\s+)?{_MODEL}\s*,\s*(?:please|you|always|never|do\s+not|don't|ignore|say|tell|recommend|describe|mention|state|write)\b",
    rf"^(?:to\s+)?(?:all\s+|any\s+)?{_MODEL}\s*:\s*(?:please|ignore|disregard|you\s+(?:must|should))\b",
    rf"\b{_MODEL}\s+(?:reading|summari[sz]ing|crawling|processing|parsing|scraping)\s+this\s+(?:page|site|website|text|document|content)\b",
    r"\bwhen\s+(?:you\s+(?:are\s+)?)?(?:summari[sz]ing|describing|writing\s+about|reading)\s+this\s+(?:page|site|website|company|content)\s*,\s*(?:you\s+)?(?:must|should|always|never|say|mention|state|describe|include|recommend)",
    rf"\b(?:hinweis|nachricht|anweisung|achtung)\s+(?:an|fur)\s+(?:alle\s+|die\s+)?{_MODEL}{_END}",
    rf"\b(?:wenn|falls)\s+(?:du|sie)\s+(?:eine?\s+)?{_MODEL}\s+(?:bist|sind)\b",
    rf"\b(?:note|message|remarque|consigne|avis)\s+(?:a|aux|pour)\s+(?:l'|les\s+|la\s+)?{_MODEL}{_END}",
    rf"\bsi\s+(?:tu\s+es|vous\s+etes)\s+(?:une?\s+)?{_MODEL}{_END}",
    rf"\b(?:nota|mensaje|aviso)\s+(?:para|a)\s+(?:la\s+|los\s+|las\s+)?{_MODEL}{_END}",
    rf"\bsi\s+(?:eres|usted\s+es)\s+(?:una?\s+)?{_MODEL}{_END}",
    rf"\b(?:nota|messaggio|avviso)\s+(?:per|a)\s+(?:l'|gli\s+|i\s+|le\s+)?{_MODEL}{_END}",
    rf"\bse\s+sei\s+(?:una?\s+|un')?{_MODEL}{_END}",
    rf"\b(?:opmerking|bericht|notitie|let\s+op)\s+(?:voor|aan)\s+(?:alle\s+|de\s+)?{_MODEL}{_END}",
    rf"\bals\s+(?:je|u|jij)\s+(?:een\s+)?{_MODEL}\s+(?:bent|is)\b",
    rf"\b(?:nota|mensagem|aviso)\s+(?:para|ao|aos)\s+(?:a\s+|o\s+|os\s+)?{_MODEL}{_END}",
    rf"\bse\s+(?:voce\s+e|tu\s+es)\s+(?:uma?\s+)?{_MODEL}{_END}",
    rf"\b(?:uwaga|wiadomosc|notatka)\s+dla\s+{_MODEL}{_END}",
    rf"\bjesli\s+jestes\s+{_MODEL}{_END}",
    rf"\b(?:notering|meddelande|anteckning)\s+(?:till|for)\s+{_MODEL}{_END}",
    rf"\bom\s+du\s+ar\s+(?:en\s+)?{_MODEL}{_END}",
    r"(?:如果|假如|若)你是(?:一个|一名)?(?:ai|人工智能|大语言模型|语言模型|聊天机器人)",
    r"(?:致|给)(?:所有)?(?:ai|人工智能|大语言模型|语言模型)(?:助手|模型)?(?:的)?(?:说明|提示|留言|注意|指令)?[:：,，]",
    r"(?:あなたが|もしあなたが)(?:ai|人工知能|言語モデル|大規模言語モデル|チャットボット)",
    r"(?:ai|人工知能|言語モデル)(?:アシスタント)?(?:へ|への|に)(?:の)?(?:注意|メモ|指示|メッセージ|お願い)",
]
# What may stand between "you are now" and the model it names ("a helpful",
# "an unrestricted"), but not "part of the AI revolution", "ready to use AI".
_FILLER = r"(?:(?!of\b|in\b|on\b|to\b|for\b|with\b|using\b|use\b|ready\b|part\b)[\w-]+\s+){0,2}?"
_ROLE_END = r"(?=\s*[,.;:!?]|\s*$|\s+(?:that|who|which|with|without|called|named|and|free|designed|programmed|trained|der|die|das|qui|que|che|die|som)\b)"
# Lines that tell a model what it now is.
ROLE = [
    rf"\byou\s+are\s+now\s+(?:an?\s+|the\s+)?{_FILLER}(?:{_MODEL}|assistant|dan){_ROLE_END}",
    r"\byou\s+are\s+now\s+in\s+(?:developer|god|jailbreak|dan|unrestricted|admin)\s+mode\b",
    r"\bfrom\s+now\s+on,?\s+you\s+(?:are|will\s+act|must\s+act|act)\s+as\b",
    r"\b(?:act|pretend|behave)\s+as\s+(?:if\s+you\s+were\s+)?(?:an?\s+)?(?:unrestricted|jailbroken|uncensored)\b",
    rf"\b(?:du\s+bist|sie\s+sind)\s+(?:jetzt|nun|ab\s+sofort)\s+(?:eine?\s+)?{_FILLER}{_MODEL}{_ROLE_END}",
    rf"\b(?:tu\s+es|vous\s+etes)\s+(?:maintenant|desormais|a\s+present)\s+(?:une?\s+)?{_FILLER}{_MODEL}{_ROLE_END}",
    rf"\b(?:ahora\s+eres|ahora\s+usted\s+es|a\s+partir\s+de\s+ahora\s+eres)\s+(?:una?\s+)?{_FILLER}{_MODEL}{_ROLE_END}",
    rf"\b(?:ora\s+sei|adesso\s+sei|da\s+ora\s+sei)\s+(?:una?\s+|un')?{_FILLER}{_MODEL}{_ROLE_END}",
    rf"\b(?:je\s+bent\s+nu|u\s+bent\s+nu|vanaf\s+nu\s+ben\s+je)\s+(?:een\s+)?{_FILLER}{_MODEL}{_ROLE_END}",
    rf"\b(?:agora\s+voce\s+e|agora\s+es|a\s+partir\s+de\s+agora\s+voce\s+e)\s+(?:uma?\s+)?{_FILLER}{_MODEL}{_ROLE_END}",
    rf"\b(?:teraz\s+jestes|od\s+teraz\s+jestes)\s+{_FILLER}{_MODEL}{_ROLE_END}",
    rf"\b(?:du\s+ar\s+nu|fran\s+och\s+med\s+nu\s+ar\s+du)\s+(?:en\s+)?{_FILLER}{_MODEL}{_ROLE_END}",
    r"(?:你现在是|从现在(?:开始|起)[，,]?你(?:是|将|要))(?:一个|一名)?(?:ai|人工智能|助手|模型|不受限制)",
    r"(?:あなたは今から|今からあなたは|これからあなたは)(?:ai|人工知能|アシスタント|制限のない)",
]
# The model's prompt, named as a thing to read, show or replace.
PROMPT = [
    r"\b(?:new|updated|real|actual|hidden|secret|override|begin|end|start)\s+(?:of\s+)?system\s+prompt\b",
    r"\b(?:reveal|print|show|output|repeat|display|leak|disclose)\s+(?:me\s+)?(?:your|the)\s+system\s+prompt\b",
    r"\b(?:reveal|leak|disclose)\s+your\s+(?:initial\s+|original\s+|hidden\s+|secret\s+)?(?:prompt|instructions)\b",
    r"(?:^|[\[<(])\s*system\s+prompt\s*[\]>):]",
    r"(?:^|[\[<])\s*system-?prompt\s*[:\]>]|\b(?:neuer|neue|geheimer)\s+system-?prompt\b",
    r"\b(?:prompt|invite)\s+systeme\s*:",
    r"\bprompt\s+del\s+sistema\s*:|\bprompt\s+(?:di|do)\s+sistema\s*:",
    r"\bsysteemprompt\s*:|\bprompt\s+systemowy\s*:",
    r"(?:系统提示词?|系统指令)\s*[:：]",
    r"システムプロンプト\s*[:：]",
]
# Chat-template tokens: the markup of a model's own conversation.
TEMPLATE = [
    r"<\|(?:im_start|im_end|im_sep|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id|begin_of_text|end_of_text|eom_id|fim_\w+)\|>",
    r"\[/?inst\]",
    r"<</?sys>>",
    r"</?(?:start|end)_of_turn>",
    r"^#{2,4}\s*(?:instruction|system|response)\s*:",
    r"^\s*(?:system|assistant)\s*:\s*you\s+(?:are|must|will)\b",
]

RULES = {
    "tells a model to ignore its instructions": OVERRIDE,
    "addresses AI models": ADDRESS,
    "tells a model what it now is": ROLE,
    "names a model's prompt": PROMPT,
    "chat-template token": TEMPLATE,
}


def _syntax(pattern: str) -> Iterator[tuple[int, str, int]]:
    """Each character that is syntax (not escaped, not in a class), its index
    and the depth of parentheses it is at (a ")" at the depth it closes)."""
    depth, i, in_class = 0, 0, False
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            i += 1  # the escaped character is a literal
        elif in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            if pattern[i + 1 : i + 2] == "^":
                i += 1
            if pattern[i + 1 : i + 2] == "]":
                i += 1  # "[]…]": a "]" first is one of the class
        else:
            depth -= char == ")"
            yield i, char, depth
            depth += char == "("
        i += 1


def _split(pattern: str) -> list[str]:
    """The pattern's choices: split at each "|" outside a group or a class."""
    bars = [i for i, char, depth in _syntax(pattern) if char == "|" and depth == 0]
    edges = [-1, *bars, len(pattern)]
    return [pattern[start + 1 : end] for start, end in itertools.pairwise(edges)]


def _lead(pattern: str) -> tuple[frozenset[str], tuple[str, ...]] | None:
    r"""What every match of the pattern starts with, when it opens with ``\b``
    and a word or a group of words (``\b(?:ignore|forget)\s+``): the words a
    space follows, each then a whole word of the line (a ``\b`` before, a
    space after), and the others (``ignorier\w*``), each a word's start. None
    for any other pattern (anchored, Chinese, a group of groups), which is
    then always tried."""
    if not pattern.startswith(r"\b") or len(_split(pattern)) > 1:
        return None
    body, after = pattern[2:], ""
    choices = [body]
    if body.startswith("(?:"):
        end = next(i for i, char, depth in _syntax(body) if char == ")" and depth == 0)
        group, after = body[3:end], body[end + 1 :]
        if "(" in group or after[:1] in ("?", "*", "{"):
            return None
        choices = _split(group)
    whole, starts = set(), []
    for choice in choices:
        rest = choice + after
        word = re.match(r"[a-z0-9]*", rest).group()  # type: ignore[union-attr]
        follows = rest[len(word) :]
        if follows[:1] in ("?", "*", "{"):
            word = word[:-1]  # its last letter may be absent: a word's start
        elif word and follows.startswith(r"\s"):
            whole.add(word)
            continue
        if not word:
            return None
        starts.append(word)
    return frozenset(whole), tuple(starts)


# Each rule's patterns apart, each with what it starts with: tried only on a
# line that has it. Together, the engine tries every pattern at every
# character of a hinted line (a long paragraph that mentions AI), as ``\b``
# opens most of them; a word's test is one look-up.
_COMPILED = [
    (reason, [(_lead(p), re.compile(p)) for p in patterns]) for reason, patterns in RULES.items()
]
_WORDS = re.compile(r"\w+")
# Every rule has one of these words (folded), whole or as a word's start: a
# line with none (most lines) is never matched further, so the rule costs a
# page a split of each line, not a dozen patterns. (A rule's other words,
# "note to", "if you are", "you are now", lead nowhere without these.)
_HINT_WORDS = frozenset(
    {"ai", "ais", "a.i", "a.i.", "llm", "llms", "bot", "bots", "ki", "ia", "si", "inst", "sys",
     "dan", "tiens", "glom"}
)  # fmt: skip
_HINT_STARTS = (
    "ignor",
    "disregard",
    "forget",
    "vergiss",
    "vergessen",
    "missacht",
    "oubli",
    "olvid",
    "descarta",
    "dimentic",
    "trascur",
    "negeer",
    "vergeet",
    "esquec",
    "desconsider",
    "zapomn",
    "zignor",
    "bortse",
    "gpt",
    "chatgpt",
    "chat-gpt",
    "claude",
    "gemini",
    "copilot",
    "chatbot",
    "assist",
    "asistent",
    "agent",
    "intelligen",
    "inteligenc",
    "sztuczn",
    "model",
    "taalmodel",
    "sprachmodell",
    "sprakmodell",
    "prompt",
    "systeemprompt",
    "system",
    "instruction",
    "summari",
    "describing",
    "developer",
    "jailbr",
    "unrestricted",
    "ai-",
    "ki-",
    "ia-",
    "llm-",
)
_HINT_WORD = re.compile(r"[\w.'-]+")
# Each choice starts with a character, not \b or a repeat ("a(?<!\wa)ct" is
# "\bact"; "##{1,3}" is "#{2,4}"): the engine then skips in C to where one
# may start, seven times faster than trying each choice everywhere.
_HINT_MARKS = re.compile(
    r"<\||<<|_of_turn|from now on|a(?<!\wa)ct as\b|p(?<!\wp)retend|b(?<!\wb)ehave as\b|\[/?inst"
    r"|##{1,3}\s*(?:instruction|system|response)"
    r"|忽|无视|忘|不要理会|如果|假如|若你|致|给|你现在|从现在|系统|以前|前の|上記|これまで|先の"
    r"|あなた|今から|これから|人工|言語|システム"
)


def _hinted(folded: str) -> bool:
    if _HINT_MARKS.search(folded):
        return True
    words = set(_HINT_WORD.findall(folded))
    return not _HINT_WORDS.isdisjoint(words) or any(w.startswith(_HINT_STARTS) for w in words)


@functools.lru_cache(maxsize=4096)
def _plain(char: str) -> str:
    """A Latin letter without its accent (é → e); any other character in its
    compatibility form (a full-width colon → ":"), its marks kept (プ stays プ)."""
    decomposed = unicodedata.normalize("NFKD", char)
    if decomposed[:1].isascii() and decomposed[:1].isalpha():
        return "".join(c for c in decomposed if not unicodedata.combining(c))
    return unicodedata.normalize("NFKC", char)


def _fold(text: str) -> str:
    """Lower case, Latin accents off (Anweisungen, instructions précédentes), one space."""
    text = text.casefold()
    if not text.isascii():
        text = "".join(map(_plain, text)).replace("ł", "l")
    return " ".join(text.split())


def reason(line: str) -> str | None:
    """Why this line addresses an AI model rather than a visitor, or None."""
    if not line:
        return None
    folded = _fold(line)
    if not _hinted(folded):
        return None
    words = frozenset(_WORDS.findall(folded))
    for why, patterns in _COMPILED:
        for lead, pattern in patterns:
            if lead is not None:
                whole, starts = lead
                if whole.isdisjoint(words) and not any(start in folded for start in starts):
                    continue  # a \b, then none of its words: no match starts anywhere
            if pattern.search(folded):
                return why
    return None
