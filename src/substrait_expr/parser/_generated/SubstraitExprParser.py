# Generated from SubstraitExpr.g4 by ANTLR 4.13.1
# encoding: utf-8
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
	from typing import TextIO
else:
	from typing.io import TextIO

def serializedATN():
    return [
        4,1,91,568,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,1,0,1,0,1,0,1,
        0,3,0,69,8,0,3,0,71,8,0,1,0,1,0,1,1,1,1,1,1,1,2,1,2,1,2,1,3,1,3,
        1,4,1,4,1,4,5,4,86,8,4,10,4,12,4,89,9,4,1,5,1,5,1,5,5,5,94,8,5,10,
        5,12,5,97,9,5,1,6,1,6,5,6,101,8,6,10,6,12,6,104,9,6,1,7,1,7,1,7,
        1,7,1,7,1,7,1,7,1,7,1,7,3,7,115,8,7,1,7,1,7,1,7,3,7,120,8,7,1,7,
        1,7,1,7,3,7,125,8,7,1,7,1,7,1,7,1,7,3,7,131,8,7,1,7,1,7,1,7,1,7,
        1,7,1,7,3,7,139,8,7,1,7,1,7,1,7,3,7,144,8,7,1,7,1,7,1,7,1,7,1,7,
        5,7,151,8,7,10,7,12,7,154,9,7,1,7,3,7,157,8,7,1,7,1,7,1,7,3,7,162,
        8,7,1,7,1,7,3,7,166,8,7,1,8,1,8,1,9,1,9,1,9,1,9,3,9,174,8,9,1,9,
        1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,
        1,9,1,9,1,9,3,9,196,8,9,1,9,1,9,3,9,200,8,9,1,9,1,9,1,9,1,9,5,9,
        206,8,9,10,9,12,9,209,9,9,1,10,1,10,1,10,1,10,3,10,215,8,10,1,11,
        1,11,1,11,1,11,1,11,1,11,1,11,1,11,5,11,225,8,11,10,11,12,11,228,
        9,11,1,11,3,11,231,8,11,3,11,233,8,11,1,11,1,11,1,11,3,11,238,8,
        11,1,11,1,11,1,11,1,11,5,11,244,8,11,10,11,12,11,247,9,11,1,11,3,
        11,250,8,11,3,11,252,8,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,
        1,11,1,11,1,11,1,11,3,11,266,8,11,1,11,1,11,1,11,1,11,1,11,1,11,
        3,11,274,8,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,4,11,283,8,11,11,
        11,12,11,284,1,11,1,11,3,11,289,8,11,1,11,1,11,1,11,1,11,1,11,1,
        11,4,11,297,8,11,11,11,12,11,298,1,11,1,11,3,11,303,8,11,1,11,1,
        11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,4,11,314,8,11,11,11,12,11,
        315,1,11,1,11,3,11,320,8,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,3,
        11,329,8,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,3,11,338,8,11,3,11,
        340,8,11,1,12,1,12,1,13,1,13,1,13,1,13,3,13,348,8,13,1,13,1,13,1,
        14,1,14,1,14,3,14,355,8,14,1,14,1,14,1,14,3,14,360,8,14,1,14,1,14,
        3,14,364,8,14,1,14,3,14,367,8,14,1,14,3,14,370,8,14,1,15,1,15,1,
        15,1,15,1,15,1,15,1,15,3,15,379,8,15,1,16,1,16,3,16,383,8,16,1,16,
        1,16,1,16,5,16,388,8,16,10,16,12,16,391,9,16,1,16,1,16,1,16,1,16,
        1,16,5,16,398,8,16,10,16,12,16,401,9,16,3,16,403,8,16,3,16,405,8,
        16,1,17,1,17,1,17,1,17,5,17,411,8,17,10,17,12,17,414,9,17,1,17,1,
        17,1,18,1,18,1,18,1,18,1,19,1,19,1,19,1,19,1,19,1,19,1,20,1,20,1,
        20,1,20,1,20,1,20,3,20,434,8,20,1,21,1,21,1,21,1,21,1,21,5,21,441,
        8,21,10,21,12,21,444,9,21,3,21,446,8,21,1,21,1,21,1,21,1,21,1,21,
        5,21,453,8,21,10,21,12,21,456,9,21,3,21,458,8,21,1,21,3,21,461,8,
        21,1,22,1,22,3,22,465,8,22,1,22,1,22,3,22,469,8,22,1,23,1,23,1,23,
        1,23,1,23,1,23,1,23,3,23,478,8,23,1,24,1,24,1,24,1,24,1,24,1,24,
        1,24,1,24,1,24,3,24,489,8,24,1,25,1,25,3,25,493,8,25,1,25,3,25,496,
        8,25,1,26,1,26,3,26,500,8,26,1,27,1,27,1,27,1,27,5,27,506,8,27,10,
        27,12,27,509,9,27,3,27,511,8,27,1,27,1,27,3,27,515,8,27,1,27,1,27,
        1,28,1,28,1,28,1,28,1,28,1,28,5,28,525,8,28,10,28,12,28,528,9,28,
        1,28,1,28,3,28,532,8,28,1,29,1,29,3,29,536,8,29,1,30,1,30,1,31,1,
        31,1,31,1,31,1,31,1,31,1,31,1,31,1,31,1,31,1,31,1,31,1,31,1,31,1,
        31,1,31,1,31,1,31,1,31,1,31,1,31,1,31,1,31,1,31,1,31,1,31,3,31,566,
        8,31,1,31,0,1,18,32,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,
        34,36,38,40,42,44,46,48,50,52,54,56,58,60,62,0,16,1,0,2,3,1,0,43,
        45,1,0,7,8,1,0,77,83,2,0,4,4,73,73,1,0,74,76,1,0,72,73,1,0,46,47,
        1,0,21,22,2,0,6,8,51,56,2,0,9,9,43,43,2,0,30,31,42,42,1,0,33,34,
        1,0,35,36,1,0,38,39,2,0,24,27,30,50,667,0,64,1,0,0,0,2,74,1,0,0,
        0,4,77,1,0,0,0,6,80,1,0,0,0,8,82,1,0,0,0,10,90,1,0,0,0,12,98,1,0,
        0,0,14,165,1,0,0,0,16,167,1,0,0,0,18,173,1,0,0,0,20,214,1,0,0,0,
        22,339,1,0,0,0,24,341,1,0,0,0,26,343,1,0,0,0,28,354,1,0,0,0,30,378,
        1,0,0,0,32,404,1,0,0,0,34,406,1,0,0,0,36,417,1,0,0,0,38,421,1,0,
        0,0,40,427,1,0,0,0,42,445,1,0,0,0,44,462,1,0,0,0,46,470,1,0,0,0,
        48,488,1,0,0,0,50,490,1,0,0,0,52,499,1,0,0,0,54,501,1,0,0,0,56,531,
        1,0,0,0,58,535,1,0,0,0,60,537,1,0,0,0,62,565,1,0,0,0,64,70,3,6,3,
        0,65,68,5,23,0,0,66,69,3,58,29,0,67,69,5,57,0,0,68,66,1,0,0,0,68,
        67,1,0,0,0,69,71,1,0,0,0,70,65,1,0,0,0,70,71,1,0,0,0,71,72,1,0,0,
        0,72,73,5,0,0,1,73,1,1,0,0,0,74,75,3,50,25,0,75,76,5,0,0,1,76,3,
        1,0,0,0,77,78,3,44,22,0,78,79,5,0,0,1,79,5,1,0,0,0,80,81,3,8,4,0,
        81,7,1,0,0,0,82,87,3,10,5,0,83,84,7,0,0,0,84,86,3,10,5,0,85,83,1,
        0,0,0,86,89,1,0,0,0,87,85,1,0,0,0,87,88,1,0,0,0,88,9,1,0,0,0,89,
        87,1,0,0,0,90,95,3,12,6,0,91,92,5,1,0,0,92,94,3,12,6,0,93,91,1,0,
        0,0,94,97,1,0,0,0,95,93,1,0,0,0,95,96,1,0,0,0,96,11,1,0,0,0,97,95,
        1,0,0,0,98,102,3,18,9,0,99,101,3,14,7,0,100,99,1,0,0,0,101,104,1,
        0,0,0,102,100,1,0,0,0,102,103,1,0,0,0,103,13,1,0,0,0,104,102,1,0,
        0,0,105,106,3,16,8,0,106,107,7,1,0,0,107,108,3,26,13,0,108,166,1,
        0,0,0,109,110,3,16,8,0,110,111,3,18,9,0,111,166,1,0,0,0,112,114,
        5,5,0,0,113,115,5,4,0,0,114,113,1,0,0,0,114,115,1,0,0,0,115,116,
        1,0,0,0,116,166,5,6,0,0,117,119,5,5,0,0,118,120,5,4,0,0,119,118,
        1,0,0,0,119,120,1,0,0,0,120,121,1,0,0,0,121,166,7,2,0,0,122,124,
        5,5,0,0,123,125,5,4,0,0,124,123,1,0,0,0,124,125,1,0,0,0,125,126,
        1,0,0,0,126,127,5,9,0,0,127,128,5,10,0,0,128,166,3,18,9,0,129,131,
        5,4,0,0,130,129,1,0,0,0,130,131,1,0,0,0,131,132,1,0,0,0,132,133,
        5,11,0,0,133,134,3,18,9,0,134,135,5,1,0,0,135,136,3,18,9,0,136,166,
        1,0,0,0,137,139,5,4,0,0,138,137,1,0,0,0,138,139,1,0,0,0,139,140,
        1,0,0,0,140,141,5,12,0,0,141,166,3,26,13,0,142,144,5,4,0,0,143,142,
        1,0,0,0,143,144,1,0,0,0,144,145,1,0,0,0,145,146,5,12,0,0,146,147,
        5,66,0,0,147,152,3,6,3,0,148,149,5,64,0,0,149,151,3,6,3,0,150,148,
        1,0,0,0,151,154,1,0,0,0,152,150,1,0,0,0,152,153,1,0,0,0,153,156,
        1,0,0,0,154,152,1,0,0,0,155,157,5,64,0,0,156,155,1,0,0,0,156,157,
        1,0,0,0,157,158,1,0,0,0,158,159,5,67,0,0,159,166,1,0,0,0,160,162,
        5,4,0,0,161,160,1,0,0,0,161,162,1,0,0,0,162,163,1,0,0,0,163,164,
        5,13,0,0,164,166,3,18,9,0,165,105,1,0,0,0,165,109,1,0,0,0,165,112,
        1,0,0,0,165,117,1,0,0,0,165,122,1,0,0,0,165,130,1,0,0,0,165,138,
        1,0,0,0,165,143,1,0,0,0,165,161,1,0,0,0,166,15,1,0,0,0,167,168,7,
        3,0,0,168,17,1,0,0,0,169,170,6,9,-1,0,170,174,3,22,11,0,171,172,
        7,4,0,0,172,174,3,18,9,4,173,169,1,0,0,0,173,171,1,0,0,0,174,207,
        1,0,0,0,175,176,10,3,0,0,176,177,7,5,0,0,177,206,3,18,9,4,178,179,
        10,2,0,0,179,180,7,6,0,0,180,206,3,18,9,3,181,182,10,1,0,0,182,183,
        5,71,0,0,183,206,3,18,9,2,184,185,10,8,0,0,185,186,5,62,0,0,186,
        206,3,50,25,0,187,188,10,7,0,0,188,189,5,68,0,0,189,190,3,6,3,0,
        190,191,5,69,0,0,191,206,1,0,0,0,192,193,10,6,0,0,193,195,5,68,0,
        0,194,196,3,6,3,0,195,194,1,0,0,0,195,196,1,0,0,0,196,197,1,0,0,
        0,197,199,5,63,0,0,198,200,3,6,3,0,199,198,1,0,0,0,199,200,1,0,0,
        0,200,201,1,0,0,0,201,206,5,69,0,0,202,203,10,5,0,0,203,204,5,65,
        0,0,204,206,3,20,10,0,205,175,1,0,0,0,205,178,1,0,0,0,205,181,1,
        0,0,0,205,184,1,0,0,0,205,187,1,0,0,0,205,192,1,0,0,0,205,202,1,
        0,0,0,206,209,1,0,0,0,207,205,1,0,0,0,207,208,1,0,0,0,208,19,1,0,
        0,0,209,207,1,0,0,0,210,215,3,58,29,0,211,215,5,57,0,0,212,215,5,
        55,0,0,213,215,5,54,0,0,214,210,1,0,0,0,214,211,1,0,0,0,214,212,
        1,0,0,0,214,213,1,0,0,0,215,21,1,0,0,0,216,340,3,24,12,0,217,340,
        3,26,13,0,218,219,7,7,0,0,219,340,3,26,13,0,220,232,5,66,0,0,221,
        226,3,6,3,0,222,223,5,64,0,0,223,225,3,6,3,0,224,222,1,0,0,0,225,
        228,1,0,0,0,226,224,1,0,0,0,226,227,1,0,0,0,227,230,1,0,0,0,228,
        226,1,0,0,0,229,231,5,64,0,0,230,229,1,0,0,0,230,231,1,0,0,0,231,
        233,1,0,0,0,232,221,1,0,0,0,232,233,1,0,0,0,233,234,1,0,0,0,234,
        237,5,67,0,0,235,236,5,70,0,0,236,238,3,6,3,0,237,235,1,0,0,0,237,
        238,1,0,0,0,238,340,1,0,0,0,239,251,5,68,0,0,240,245,3,6,3,0,241,
        242,5,64,0,0,242,244,3,6,3,0,243,241,1,0,0,0,244,247,1,0,0,0,245,
        243,1,0,0,0,245,246,1,0,0,0,246,249,1,0,0,0,247,245,1,0,0,0,248,
        250,5,64,0,0,249,248,1,0,0,0,249,250,1,0,0,0,250,252,1,0,0,0,251,
        240,1,0,0,0,251,252,1,0,0,0,252,253,1,0,0,0,253,340,5,69,0,0,254,
        255,3,58,29,0,255,256,5,70,0,0,256,257,3,6,3,0,257,340,1,0,0,0,258,
        259,7,8,0,0,259,260,5,66,0,0,260,261,3,6,3,0,261,262,5,23,0,0,262,
        263,3,50,25,0,263,265,5,67,0,0,264,266,3,34,17,0,265,264,1,0,0,0,
        265,266,1,0,0,0,266,340,1,0,0,0,267,268,5,14,0,0,268,269,3,6,3,0,
        269,270,5,15,0,0,270,273,3,6,3,0,271,272,5,16,0,0,272,274,3,6,3,
        0,273,271,1,0,0,0,273,274,1,0,0,0,274,340,1,0,0,0,275,276,5,20,0,
        0,276,282,3,6,3,0,277,278,5,17,0,0,278,279,3,6,3,0,279,280,5,15,
        0,0,280,281,3,6,3,0,281,283,1,0,0,0,282,277,1,0,0,0,283,284,1,0,
        0,0,284,282,1,0,0,0,284,285,1,0,0,0,285,288,1,0,0,0,286,287,5,16,
        0,0,287,289,3,6,3,0,288,286,1,0,0,0,288,289,1,0,0,0,289,340,1,0,
        0,0,290,296,5,17,0,0,291,292,5,18,0,0,292,293,3,6,3,0,293,294,5,
        15,0,0,294,295,3,6,3,0,295,297,1,0,0,0,296,291,1,0,0,0,297,298,1,
        0,0,0,298,296,1,0,0,0,298,299,1,0,0,0,299,302,1,0,0,0,300,301,5,
        16,0,0,301,303,3,6,3,0,302,300,1,0,0,0,302,303,1,0,0,0,303,304,1,
        0,0,0,304,305,5,19,0,0,305,340,1,0,0,0,306,307,5,17,0,0,307,313,
        3,6,3,0,308,309,5,18,0,0,309,310,3,6,3,0,310,311,5,15,0,0,311,312,
        3,6,3,0,312,314,1,0,0,0,313,308,1,0,0,0,314,315,1,0,0,0,315,313,
        1,0,0,0,315,316,1,0,0,0,316,319,1,0,0,0,317,318,5,16,0,0,318,320,
        3,6,3,0,319,317,1,0,0,0,319,320,1,0,0,0,320,321,1,0,0,0,321,322,
        5,19,0,0,322,340,1,0,0,0,323,324,5,49,0,0,324,325,5,56,0,0,325,328,
        3,58,29,0,326,327,5,50,0,0,327,329,3,58,29,0,328,326,1,0,0,0,328,
        329,1,0,0,0,329,340,1,0,0,0,330,340,3,28,14,0,331,340,5,58,0,0,332,
        333,5,59,0,0,333,334,5,65,0,0,334,340,3,20,10,0,335,338,3,58,29,
        0,336,338,5,57,0,0,337,335,1,0,0,0,337,336,1,0,0,0,338,340,1,0,0,
        0,339,216,1,0,0,0,339,217,1,0,0,0,339,218,1,0,0,0,339,220,1,0,0,
        0,339,239,1,0,0,0,339,254,1,0,0,0,339,258,1,0,0,0,339,267,1,0,0,
        0,339,275,1,0,0,0,339,290,1,0,0,0,339,306,1,0,0,0,339,323,1,0,0,
        0,339,330,1,0,0,0,339,331,1,0,0,0,339,332,1,0,0,0,339,337,1,0,0,
        0,340,23,1,0,0,0,341,342,7,9,0,0,342,25,1,0,0,0,343,344,5,66,0,0,
        344,347,5,48,0,0,345,348,3,58,29,0,346,348,5,57,0,0,347,345,1,0,
        0,0,347,346,1,0,0,0,348,349,1,0,0,0,349,350,5,67,0,0,350,27,1,0,
        0,0,351,352,3,58,29,0,352,353,5,65,0,0,353,355,1,0,0,0,354,351,1,
        0,0,0,354,355,1,0,0,0,355,356,1,0,0,0,356,357,3,30,15,0,357,359,
        5,66,0,0,358,360,3,32,16,0,359,358,1,0,0,0,359,360,1,0,0,0,360,361,
        1,0,0,0,361,363,5,67,0,0,362,364,3,34,17,0,363,362,1,0,0,0,363,364,
        1,0,0,0,364,366,1,0,0,0,365,367,3,38,19,0,366,365,1,0,0,0,366,367,
        1,0,0,0,367,369,1,0,0,0,368,370,3,40,20,0,369,368,1,0,0,0,369,370,
        1,0,0,0,370,29,1,0,0,0,371,379,3,58,29,0,372,379,5,1,0,0,373,379,
        5,2,0,0,374,379,5,3,0,0,375,379,5,4,0,0,376,379,5,13,0,0,377,379,
        5,11,0,0,378,371,1,0,0,0,378,372,1,0,0,0,378,373,1,0,0,0,378,374,
        1,0,0,0,378,375,1,0,0,0,378,376,1,0,0,0,378,377,1,0,0,0,379,31,1,
        0,0,0,380,405,5,74,0,0,381,383,7,10,0,0,382,381,1,0,0,0,382,383,
        1,0,0,0,383,384,1,0,0,0,384,389,3,6,3,0,385,386,5,64,0,0,386,388,
        3,6,3,0,387,385,1,0,0,0,388,391,1,0,0,0,389,387,1,0,0,0,389,390,
        1,0,0,0,390,402,1,0,0,0,391,389,1,0,0,0,392,393,5,29,0,0,393,394,
        5,28,0,0,394,399,3,44,22,0,395,396,5,64,0,0,396,398,3,44,22,0,397,
        395,1,0,0,0,398,401,1,0,0,0,399,397,1,0,0,0,399,400,1,0,0,0,400,
        403,1,0,0,0,401,399,1,0,0,0,402,392,1,0,0,0,402,403,1,0,0,0,403,
        405,1,0,0,0,404,380,1,0,0,0,404,382,1,0,0,0,405,33,1,0,0,0,406,407,
        5,68,0,0,407,412,3,36,18,0,408,409,5,64,0,0,409,411,3,36,18,0,410,
        408,1,0,0,0,411,414,1,0,0,0,412,410,1,0,0,0,412,413,1,0,0,0,413,
        415,1,0,0,0,414,412,1,0,0,0,415,416,5,69,0,0,416,35,1,0,0,0,417,
        418,3,58,29,0,418,419,5,63,0,0,419,420,3,62,31,0,420,37,1,0,0,0,
        421,422,5,24,0,0,422,423,5,66,0,0,423,424,5,25,0,0,424,425,3,6,3,
        0,425,426,5,67,0,0,426,39,1,0,0,0,427,433,5,26,0,0,428,434,3,58,
        29,0,429,430,5,66,0,0,430,431,3,42,21,0,431,432,5,67,0,0,432,434,
        1,0,0,0,433,428,1,0,0,0,433,429,1,0,0,0,434,41,1,0,0,0,435,436,5,
        27,0,0,436,437,5,28,0,0,437,442,3,6,3,0,438,439,5,64,0,0,439,441,
        3,6,3,0,440,438,1,0,0,0,441,444,1,0,0,0,442,440,1,0,0,0,442,443,
        1,0,0,0,443,446,1,0,0,0,444,442,1,0,0,0,445,435,1,0,0,0,445,446,
        1,0,0,0,446,457,1,0,0,0,447,448,5,29,0,0,448,449,5,28,0,0,449,454,
        3,44,22,0,450,451,5,64,0,0,451,453,3,44,22,0,452,450,1,0,0,0,453,
        456,1,0,0,0,454,452,1,0,0,0,454,455,1,0,0,0,455,458,1,0,0,0,456,
        454,1,0,0,0,457,447,1,0,0,0,457,458,1,0,0,0,458,460,1,0,0,0,459,
        461,3,46,23,0,460,459,1,0,0,0,460,461,1,0,0,0,461,43,1,0,0,0,462,
        464,3,6,3,0,463,465,7,11,0,0,464,463,1,0,0,0,464,465,1,0,0,0,465,
        468,1,0,0,0,466,467,5,32,0,0,467,469,7,12,0,0,468,466,1,0,0,0,468,
        469,1,0,0,0,469,45,1,0,0,0,470,477,7,13,0,0,471,472,5,11,0,0,472,
        473,3,48,24,0,473,474,5,1,0,0,474,475,3,48,24,0,475,478,1,0,0,0,
        476,478,3,48,24,0,477,471,1,0,0,0,477,476,1,0,0,0,478,47,1,0,0,0,
        479,480,5,37,0,0,480,489,5,38,0,0,481,482,5,37,0,0,482,489,5,39,
        0,0,483,484,5,40,0,0,484,489,5,41,0,0,485,486,3,18,9,0,486,487,7,
        14,0,0,487,489,1,0,0,0,488,479,1,0,0,0,488,481,1,0,0,0,488,483,1,
        0,0,0,488,485,1,0,0,0,489,49,1,0,0,0,490,492,3,52,26,0,491,493,5,
        84,0,0,492,491,1,0,0,0,492,493,1,0,0,0,493,495,1,0,0,0,494,496,3,
        54,27,0,495,494,1,0,0,0,495,496,1,0,0,0,496,51,1,0,0,0,497,500,3,
        58,29,0,498,500,5,60,0,0,499,497,1,0,0,0,499,498,1,0,0,0,500,53,
        1,0,0,0,501,510,5,82,0,0,502,507,3,56,28,0,503,504,5,64,0,0,504,
        506,3,56,28,0,505,503,1,0,0,0,506,509,1,0,0,0,507,505,1,0,0,0,507,
        508,1,0,0,0,508,511,1,0,0,0,509,507,1,0,0,0,510,502,1,0,0,0,510,
        511,1,0,0,0,511,514,1,0,0,0,512,513,5,70,0,0,513,515,3,50,25,0,514,
        512,1,0,0,0,514,515,1,0,0,0,515,516,1,0,0,0,516,517,5,83,0,0,517,
        55,1,0,0,0,518,532,5,55,0,0,519,532,3,50,25,0,520,521,5,66,0,0,521,
        526,3,50,25,0,522,523,5,64,0,0,523,525,3,50,25,0,524,522,1,0,0,0,
        525,528,1,0,0,0,526,524,1,0,0,0,526,527,1,0,0,0,527,529,1,0,0,0,
        528,526,1,0,0,0,529,530,5,67,0,0,530,532,1,0,0,0,531,518,1,0,0,0,
        531,519,1,0,0,0,531,520,1,0,0,0,532,57,1,0,0,0,533,536,5,61,0,0,
        534,536,3,60,30,0,535,533,1,0,0,0,535,534,1,0,0,0,536,59,1,0,0,0,
        537,538,7,15,0,0,538,61,1,0,0,0,539,566,3,58,29,0,540,566,5,1,0,
        0,541,566,5,2,0,0,542,566,5,3,0,0,543,566,5,4,0,0,544,566,5,5,0,
        0,545,566,5,6,0,0,546,566,5,7,0,0,547,566,5,8,0,0,548,566,5,9,0,
        0,549,566,5,10,0,0,550,566,5,11,0,0,551,566,5,12,0,0,552,566,5,13,
        0,0,553,566,5,14,0,0,554,566,5,15,0,0,555,566,5,16,0,0,556,566,5,
        17,0,0,557,566,5,18,0,0,558,566,5,19,0,0,559,566,5,20,0,0,560,566,
        5,21,0,0,561,566,5,22,0,0,562,566,5,23,0,0,563,566,5,28,0,0,564,
        566,5,29,0,0,565,539,1,0,0,0,565,540,1,0,0,0,565,541,1,0,0,0,565,
        542,1,0,0,0,565,543,1,0,0,0,565,544,1,0,0,0,565,545,1,0,0,0,565,
        546,1,0,0,0,565,547,1,0,0,0,565,548,1,0,0,0,565,549,1,0,0,0,565,
        550,1,0,0,0,565,551,1,0,0,0,565,552,1,0,0,0,565,553,1,0,0,0,565,
        554,1,0,0,0,565,555,1,0,0,0,565,556,1,0,0,0,565,557,1,0,0,0,565,
        558,1,0,0,0,565,559,1,0,0,0,565,560,1,0,0,0,565,561,1,0,0,0,565,
        562,1,0,0,0,565,563,1,0,0,0,565,564,1,0,0,0,566,63,1,0,0,0,72,68,
        70,87,95,102,114,119,124,130,138,143,152,156,161,165,173,195,199,
        205,207,214,226,230,232,237,245,249,251,265,273,284,288,298,302,
        315,319,328,337,339,347,354,359,363,366,369,378,382,389,399,402,
        404,412,433,442,445,454,457,460,464,468,477,488,492,495,499,507,
        510,514,526,531,535,565
    ]

class SubstraitExprParser ( Parser ):

    grammarFileName = "SubstraitExpr.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "'and'", "'or'", "'xor'", "'not'", "'is'", 
                     "'null'", "'true'", "'false'", "'distinct'", "'from'", 
                     "'between'", "'in'", "'like'", "'if'", "'then'", "'else'", 
                     "'case'", "'when'", "'end'", "'switch'", "'cast'", 
                     "'try_cast'", "'as'", "'filter'", "'where'", "'over'", 
                     "'partition'", "'by'", "'order'", "'asc'", "'desc'", 
                     "'nulls'", "'first'", "'last'", "'rows'", "'range'", 
                     "'unbounded'", "'preceding'", "'following'", "'current'", 
                     "'row'", "'clustered'", "'all'", "'any'", "'some'", 
                     "'exists'", "'unique'", "'table'", "'interval'", "'to'", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "'::'", "':'", 
                     "','", "'.'", "'('", "')'", "'['", "']'", "'->'", "'||'", 
                     "'+'", "'-'", "'*'", "'/'", "'%'", "'='", "'!='", "'<>'", 
                     "'<='", "'>='", "'<'", "'>'", "'?'" ]

    symbolicNames = [ "<INVALID>", "AND", "OR", "XOR", "NOT", "IS", "NULL", 
                      "TRUE", "FALSE", "DISTINCT", "FROM", "BETWEEN", "IN", 
                      "LIKE", "IF", "THEN", "ELSE", "CASE", "WHEN", "END", 
                      "SWITCH", "CAST", "TRY_CAST", "AS", "FILTER", "WHERE", 
                      "OVER", "PARTITION", "BY", "ORDER", "ASC", "DESC", 
                      "NULLS", "FIRST", "LAST", "ROWS", "RANGE", "UNBOUNDED", 
                      "PRECEDING", "FOLLOWING", "CURRENT", "ROW", "CLUSTERED", 
                      "ALL", "ANY", "SOME", "EXISTS", "UNIQUE", "TABLE", 
                      "INTERVAL", "TO", "TIMESTAMP_LIT", "DATE_LIT", "TIME_LIT", 
                      "DECIMAL_LIT", "INTEGER", "STRING", "QUOTED_IDENT", 
                      "POSITIONAL", "OUTER", "USER_TYPE", "IDENT", "DOUBLE_COLON", 
                      "COLON", "COMMA", "DOT", "LPAREN", "RPAREN", "LBRACKET", 
                      "RBRACKET", "ARROW", "CONCAT", "PLUS", "MINUS", "STAR", 
                      "SLASH", "PERCENT", "EQ", "NEQ", "NEQ_SQL", "LTE", 
                      "GTE", "LT", "GT", "QMARK", "LINE_COMMENT", "BLOCK_COMMENT", 
                      "WS", "UNTERMINATED_STRING", "UNTERMINATED_QUOTED_IDENT", 
                      "UNTERMINATED_COMMENT", "UNEXPECTED_CHAR" ]

    RULE_root = 0
    RULE_typeRoot = 1
    RULE_sortRoot = 2
    RULE_expr = 3
    RULE_orExpr = 4
    RULE_andExpr = 5
    RULE_predicate = 6
    RULE_predicateTail = 7
    RULE_compOp = 8
    RULE_valueExpr = 9
    RULE_fieldSelector = 10
    RULE_primary = 11
    RULE_literal = 12
    RULE_subqueryRef = 13
    RULE_call = 14
    RULE_functionName = 15
    RULE_callArgs = 16
    RULE_optionList = 17
    RULE_functionOption = 18
    RULE_filterClause = 19
    RULE_overClause = 20
    RULE_windowSpec = 21
    RULE_sortItem = 22
    RULE_frame = 23
    RULE_frameBound = 24
    RULE_typeExpr = 25
    RULE_typeName = 26
    RULE_typeParams = 27
    RULE_typeParam = 28
    RULE_identifier = 29
    RULE_softKeyword = 30
    RULE_word = 31

    ruleNames =  [ "root", "typeRoot", "sortRoot", "expr", "orExpr", "andExpr", 
                   "predicate", "predicateTail", "compOp", "valueExpr", 
                   "fieldSelector", "primary", "literal", "subqueryRef", 
                   "call", "functionName", "callArgs", "optionList", "functionOption", 
                   "filterClause", "overClause", "windowSpec", "sortItem", 
                   "frame", "frameBound", "typeExpr", "typeName", "typeParams", 
                   "typeParam", "identifier", "softKeyword", "word" ]

    EOF = Token.EOF
    AND=1
    OR=2
    XOR=3
    NOT=4
    IS=5
    NULL=6
    TRUE=7
    FALSE=8
    DISTINCT=9
    FROM=10
    BETWEEN=11
    IN=12
    LIKE=13
    IF=14
    THEN=15
    ELSE=16
    CASE=17
    WHEN=18
    END=19
    SWITCH=20
    CAST=21
    TRY_CAST=22
    AS=23
    FILTER=24
    WHERE=25
    OVER=26
    PARTITION=27
    BY=28
    ORDER=29
    ASC=30
    DESC=31
    NULLS=32
    FIRST=33
    LAST=34
    ROWS=35
    RANGE=36
    UNBOUNDED=37
    PRECEDING=38
    FOLLOWING=39
    CURRENT=40
    ROW=41
    CLUSTERED=42
    ALL=43
    ANY=44
    SOME=45
    EXISTS=46
    UNIQUE=47
    TABLE=48
    INTERVAL=49
    TO=50
    TIMESTAMP_LIT=51
    DATE_LIT=52
    TIME_LIT=53
    DECIMAL_LIT=54
    INTEGER=55
    STRING=56
    QUOTED_IDENT=57
    POSITIONAL=58
    OUTER=59
    USER_TYPE=60
    IDENT=61
    DOUBLE_COLON=62
    COLON=63
    COMMA=64
    DOT=65
    LPAREN=66
    RPAREN=67
    LBRACKET=68
    RBRACKET=69
    ARROW=70
    CONCAT=71
    PLUS=72
    MINUS=73
    STAR=74
    SLASH=75
    PERCENT=76
    EQ=77
    NEQ=78
    NEQ_SQL=79
    LTE=80
    GTE=81
    LT=82
    GT=83
    QMARK=84
    LINE_COMMENT=85
    BLOCK_COMMENT=86
    WS=87
    UNTERMINATED_STRING=88
    UNTERMINATED_QUOTED_IDENT=89
    UNTERMINATED_COMMENT=90
    UNEXPECTED_CHAR=91

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.1")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class RootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.alias = None # IdentifierContext
            self.quotedAlias = None # Token

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_root

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRoot" ):
                return visitor.visitRoot(self)
            else:
                return visitor.visitChildren(self)




    def root(self):

        localctx = SubstraitExprParser.RootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_root)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 64
            self.expr()
            self.state = 70
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==23:
                self.state = 65
                self.match(SubstraitExprParser.AS)
                self.state = 68
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                    self.state = 66
                    localctx.alias = self.identifier()
                    pass
                elif token in [57]:
                    self.state = 67
                    localctx.quotedAlias = self.match(SubstraitExprParser.QUOTED_IDENT)
                    pass
                else:
                    raise NoViableAltException(self)



            self.state = 72
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeRootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeRoot

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeRoot" ):
                return visitor.visitTypeRoot(self)
            else:
                return visitor.visitChildren(self)




    def typeRoot(self):

        localctx = SubstraitExprParser.TypeRootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_typeRoot)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 74
            self.typeExpr()
            self.state = 75
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SortRootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def sortItem(self):
            return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_sortRoot

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSortRoot" ):
                return visitor.visitSortRoot(self)
            else:
                return visitor.visitChildren(self)




    def sortRoot(self):

        localctx = SubstraitExprParser.SortRootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_sortRoot)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 77
            self.sortItem()
            self.state = 78
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def orExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.OrExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_expr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitExpr" ):
                return visitor.visitExpr(self)
            else:
                return visitor.visitChildren(self)




    def expr(self):

        localctx = SubstraitExprParser.ExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_expr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 80
            self.orExpr()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OrExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self._OR = None # Token
            self.ops = list() # of Tokens
            self._XOR = None # Token
            self._tset108 = None # Token

        def andExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.AndExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.AndExprContext,i)


        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.OR)
            else:
                return self.getToken(SubstraitExprParser.OR, i)

        def XOR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.XOR)
            else:
                return self.getToken(SubstraitExprParser.XOR, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_orExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOrExpr" ):
                return visitor.visitOrExpr(self)
            else:
                return visitor.visitChildren(self)




    def orExpr(self):

        localctx = SubstraitExprParser.OrExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_orExpr)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 82
            self.andExpr()
            self.state = 87
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,2,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 83
                    localctx._tset108 = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==2 or _la==3):
                        localctx._tset108 = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    localctx.ops.append(localctx._tset108)
                    self.state = 84
                    self.andExpr() 
                self.state = 89
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,2,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AndExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def predicate(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateContext,i)


        def AND(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.AND)
            else:
                return self.getToken(SubstraitExprParser.AND, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_andExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAndExpr" ):
                return visitor.visitAndExpr(self)
            else:
                return visitor.visitChildren(self)




    def andExpr(self):

        localctx = SubstraitExprParser.AndExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_andExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 90
            self.predicate()
            self.state = 95
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,3,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 91
                    self.match(SubstraitExprParser.AND)
                    self.state = 92
                    self.predicate() 
                self.state = 97
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,3,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def predicateTail(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateTailContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateTailContext,i)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicate

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPredicate" ):
                return visitor.visitPredicate(self)
            else:
                return visitor.visitChildren(self)




    def predicate(self):

        localctx = SubstraitExprParser.PredicateContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_predicate)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 98
            self.valueExpr(0)
            self.state = 102
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,4,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 99
                    self.predicateTail() 
                self.state = 104
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,4,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateTailContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicateTail

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class BetweenTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.low = None # ValueExprContext
            self.high = None # ValueExprContext
            self.copyFrom(ctx)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)
        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)
        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBetweenTail" ):
                return visitor.visitBetweenTail(self)
            else:
                return visitor.visitChildren(self)


    class InSubqueryTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)
        def subqueryRef(self):
            return self.getTypedRuleContext(SubstraitExprParser.SubqueryRefContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitInSubqueryTail" ):
                return visitor.visitInSubqueryTail(self)
            else:
                return visitor.visitChildren(self)


    class ComparisonTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def compOp(self):
            return self.getTypedRuleContext(SubstraitExprParser.CompOpContext,0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitComparisonTail" ):
                return visitor.visitComparisonTail(self)
            else:
                return visitor.visitChildren(self)


    class QuantifiedTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.quantifier = None # Token
            self.copyFrom(ctx)

        def compOp(self):
            return self.getTypedRuleContext(SubstraitExprParser.CompOpContext,0)

        def subqueryRef(self):
            return self.getTypedRuleContext(SubstraitExprParser.SubqueryRefContext,0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)
        def ANY(self):
            return self.getToken(SubstraitExprParser.ANY, 0)
        def SOME(self):
            return self.getToken(SubstraitExprParser.SOME, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitQuantifiedTail" ):
                return visitor.visitQuantifiedTail(self)
            else:
                return visitor.visitChildren(self)


    class IsDistinctTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)
        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsDistinctTail" ):
                return visitor.visitIsDistinctTail(self)
            else:
                return visitor.visitChildren(self)


    class IsNullTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsNullTail" ):
                return visitor.visitIsNullTail(self)
            else:
                return visitor.visitChildren(self)


    class InTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)
        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitInTail" ):
                return visitor.visitInTail(self)
            else:
                return visitor.visitChildren(self)


    class IsBooleanTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)
        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsBooleanTail" ):
                return visitor.visitIsBooleanTail(self)
            else:
                return visitor.visitChildren(self)


    class LikeTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLikeTail" ):
                return visitor.visitLikeTail(self)
            else:
                return visitor.visitChildren(self)



    def predicateTail(self):

        localctx = SubstraitExprParser.PredicateTailContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_predicateTail)
        self._la = 0 # Token type
        try:
            self.state = 165
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,14,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.QuantifiedTailContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 105
                self.compOp()
                self.state = 106
                localctx.quantifier = self._input.LT(1)
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 61572651155456) != 0)):
                    localctx.quantifier = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 107
                self.subqueryRef()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.ComparisonTailContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 109
                self.compOp()
                self.state = 110
                self.valueExpr(0)
                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.IsNullTailContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 112
                self.match(SubstraitExprParser.IS)
                self.state = 114
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 113
                    self.match(SubstraitExprParser.NOT)


                self.state = 116
                self.match(SubstraitExprParser.NULL)
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.IsBooleanTailContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 117
                self.match(SubstraitExprParser.IS)
                self.state = 119
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 118
                    self.match(SubstraitExprParser.NOT)


                self.state = 121
                _la = self._input.LA(1)
                if not(_la==7 or _la==8):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.IsDistinctTailContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 122
                self.match(SubstraitExprParser.IS)
                self.state = 124
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 123
                    self.match(SubstraitExprParser.NOT)


                self.state = 126
                self.match(SubstraitExprParser.DISTINCT)
                self.state = 127
                self.match(SubstraitExprParser.FROM)
                self.state = 128
                self.valueExpr(0)
                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.BetweenTailContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 130
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 129
                    self.match(SubstraitExprParser.NOT)


                self.state = 132
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 133
                localctx.low = self.valueExpr(0)
                self.state = 134
                self.match(SubstraitExprParser.AND)
                self.state = 135
                localctx.high = self.valueExpr(0)
                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.InSubqueryTailContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 138
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 137
                    self.match(SubstraitExprParser.NOT)


                self.state = 140
                self.match(SubstraitExprParser.IN)
                self.state = 141
                self.subqueryRef()
                pass

            elif la_ == 8:
                localctx = SubstraitExprParser.InTailContext(self, localctx)
                self.enterOuterAlt(localctx, 8)
                self.state = 143
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 142
                    self.match(SubstraitExprParser.NOT)


                self.state = 145
                self.match(SubstraitExprParser.IN)
                self.state = 146
                self.match(SubstraitExprParser.LPAREN)
                self.state = 147
                self.expr()
                self.state = 152
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,11,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 148
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 149
                        self.expr() 
                    self.state = 154
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,11,self._ctx)

                self.state = 156
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==64:
                    self.state = 155
                    self.match(SubstraitExprParser.COMMA)


                self.state = 158
                self.match(SubstraitExprParser.RPAREN)
                pass

            elif la_ == 9:
                localctx = SubstraitExprParser.LikeTailContext(self, localctx)
                self.enterOuterAlt(localctx, 9)
                self.state = 161
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 160
                    self.match(SubstraitExprParser.NOT)


                self.state = 163
                self.match(SubstraitExprParser.LIKE)
                self.state = 164
                self.valueExpr(0)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CompOpContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EQ(self):
            return self.getToken(SubstraitExprParser.EQ, 0)

        def NEQ(self):
            return self.getToken(SubstraitExprParser.NEQ, 0)

        def NEQ_SQL(self):
            return self.getToken(SubstraitExprParser.NEQ_SQL, 0)

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def LTE(self):
            return self.getToken(SubstraitExprParser.LTE, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def GTE(self):
            return self.getToken(SubstraitExprParser.GTE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_compOp

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCompOp" ):
                return visitor.visitCompOp(self)
            else:
                return visitor.visitChildren(self)




    def compOp(self):

        localctx = SubstraitExprParser.CompOpContext(self, self._ctx, self.state)
        self.enterRule(localctx, 16, self.RULE_compOp)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 167
            _la = self._input.LA(1)
            if not(((((_la - 77)) & ~0x3f) == 0 and ((1 << (_la - 77)) & 127) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ValueExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_valueExpr

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)


    class ConcatenationContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def CONCAT(self):
            return self.getToken(SubstraitExprParser.CONCAT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConcatenation" ):
                return visitor.visitConcatenation(self)
            else:
                return visitor.visitChildren(self)


    class SubscriptContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.index = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSubscript" ):
                return visitor.visitSubscript(self)
            else:
                return visitor.visitChildren(self)


    class SliceContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.lower = None # ExprContext
            self.upper = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSlice" ):
                return visitor.visitSlice(self)
            else:
                return visitor.visitChildren(self)


    class PrefixContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPrefix" ):
                return visitor.visitPrefix(self)
            else:
                return visitor.visitChildren(self)


    class FieldAccessContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)
        def fieldSelector(self):
            return self.getTypedRuleContext(SubstraitExprParser.FieldSelectorContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldAccess" ):
                return visitor.visitFieldAccess(self)
            else:
                return visitor.visitChildren(self)


    class MultiplicativeContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)
        def SLASH(self):
            return self.getToken(SubstraitExprParser.SLASH, 0)
        def PERCENT(self):
            return self.getToken(SubstraitExprParser.PERCENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMultiplicative" ):
                return visitor.visitMultiplicative(self)
            else:
                return visitor.visitChildren(self)


    class AtomContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def primary(self):
            return self.getTypedRuleContext(SubstraitExprParser.PrimaryContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAtom" ):
                return visitor.visitAtom(self)
            else:
                return visitor.visitChildren(self)


    class ColonCastContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOUBLE_COLON(self):
            return self.getToken(SubstraitExprParser.DOUBLE_COLON, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitColonCast" ):
                return visitor.visitColonCast(self)
            else:
                return visitor.visitChildren(self)


    class AdditiveContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def PLUS(self):
            return self.getToken(SubstraitExprParser.PLUS, 0)
        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAdditive" ):
                return visitor.visitAdditive(self)
            else:
                return visitor.visitChildren(self)



    def valueExpr(self, _p:int=0):
        _parentctx = self._ctx
        _parentState = self.state
        localctx = SubstraitExprParser.ValueExprContext(self, self._ctx, _parentState)
        _prevctx = localctx
        _startState = 18
        self.enterRecursionRule(localctx, 18, self.RULE_valueExpr, _p)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 173
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,15,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.AtomContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx

                self.state = 170
                self.primary()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.PrefixContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx
                self.state = 171
                localctx.op = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==4 or _la==73):
                    localctx.op = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 172
                self.valueExpr(4)
                pass


            self._ctx.stop = self._input.LT(-1)
            self.state = 207
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,19,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    if self._parseListeners is not None:
                        self.triggerExitRuleEvent()
                    _prevctx = localctx
                    self.state = 205
                    self._errHandler.sync(self)
                    la_ = self._interp.adaptivePredict(self._input,18,self._ctx)
                    if la_ == 1:
                        localctx = SubstraitExprParser.MultiplicativeContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 175
                        if not self.precpred(self._ctx, 3):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 3)")
                        self.state = 176
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(((((_la - 74)) & ~0x3f) == 0 and ((1 << (_la - 74)) & 7) != 0)):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 177
                        self.valueExpr(4)
                        pass

                    elif la_ == 2:
                        localctx = SubstraitExprParser.AdditiveContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 178
                        if not self.precpred(self._ctx, 2):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 2)")
                        self.state = 179
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(_la==72 or _la==73):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 180
                        self.valueExpr(3)
                        pass

                    elif la_ == 3:
                        localctx = SubstraitExprParser.ConcatenationContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 181
                        if not self.precpred(self._ctx, 1):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 1)")
                        self.state = 182
                        self.match(SubstraitExprParser.CONCAT)
                        self.state = 183
                        self.valueExpr(2)
                        pass

                    elif la_ == 4:
                        localctx = SubstraitExprParser.ColonCastContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 184
                        if not self.precpred(self._ctx, 8):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 8)")
                        self.state = 185
                        self.match(SubstraitExprParser.DOUBLE_COLON)
                        self.state = 186
                        self.typeExpr()
                        pass

                    elif la_ == 5:
                        localctx = SubstraitExprParser.SubscriptContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 187
                        if not self.precpred(self._ctx, 7):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 7)")
                        self.state = 188
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 189
                        localctx.index = self.expr()
                        self.state = 190
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 6:
                        localctx = SubstraitExprParser.SliceContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 192
                        if not self.precpred(self._ctx, 6):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 6)")
                        self.state = 193
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 195
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005955550) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 133) != 0):
                            self.state = 194
                            localctx.lower = self.expr()


                        self.state = 197
                        self.match(SubstraitExprParser.COLON)
                        self.state = 199
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005955550) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 133) != 0):
                            self.state = 198
                            localctx.upper = self.expr()


                        self.state = 201
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 7:
                        localctx = SubstraitExprParser.FieldAccessContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 202
                        if not self.precpred(self._ctx, 5):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 5)")
                        self.state = 203
                        self.match(SubstraitExprParser.DOT)
                        self.state = 204
                        self.fieldSelector()
                        pass

             
                self.state = 209
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,19,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.unrollRecursionContexts(_parentctx)
        return localctx


    class FieldSelectorContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_fieldSelector

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldSelector" ):
                return visitor.visitFieldSelector(self)
            else:
                return visitor.visitChildren(self)




    def fieldSelector(self):

        localctx = SubstraitExprParser.FieldSelectorContext(self, self._ctx, self.state)
        self.enterRule(localctx, 20, self.RULE_fieldSelector)
        try:
            self.state = 214
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 210
                self.identifier()
                pass
            elif token in [57]:
                self.enterOuterAlt(localctx, 2)
                self.state = 211
                self.match(SubstraitExprParser.QUOTED_IDENT)
                pass
            elif token in [55]:
                self.enterOuterAlt(localctx, 3)
                self.state = 212
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [54]:
                self.enterOuterAlt(localctx, 4)
                self.state = 213
                self.match(SubstraitExprParser.DECIMAL_LIT)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PrimaryContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_primary

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class PositionalContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def POSITIONAL(self):
            return self.getToken(SubstraitExprParser.POSITIONAL, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPositional" ):
                return visitor.visitPositional(self)
            else:
                return visitor.visitChildren(self)


    class IfThenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIfThen" ):
                return visitor.visitIfThen(self)
            else:
                return visitor.visitChildren(self)


    class LiteralPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def literal(self):
            return self.getTypedRuleContext(SubstraitExprParser.LiteralContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteralPrimary" ):
                return visitor.visitLiteralPrimary(self)
            else:
                return visitor.visitChildren(self)


    class ListContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitList" ):
                return visitor.visitList(self)
            else:
                return visitor.visitChildren(self)


    class CaseWhenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseWhen" ):
                return visitor.visitCaseWhen(self)
            else:
                return visitor.visitChildren(self)


    class CastCallContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.kind = None # Token
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)
        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)
        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCastCall" ):
                return visitor.visitCastCall(self)
            else:
                return visitor.visitChildren(self)


    class SwitchExprContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def CASE(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.CASE)
            else:
                return self.getToken(SubstraitExprParser.CASE, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSwitchExpr" ):
                return visitor.visitSwitchExpr(self)
            else:
                return visitor.visitChildren(self)


    class OuterFieldContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def OUTER(self):
            return self.getToken(SubstraitExprParser.OUTER, 0)
        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)
        def fieldSelector(self):
            return self.getTypedRuleContext(SubstraitExprParser.FieldSelectorContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOuterField" ):
                return visitor.visitOuterField(self)
            else:
                return visitor.visitChildren(self)


    class SetPredicateContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.kind = None # Token
            self.copyFrom(ctx)

        def subqueryRef(self):
            return self.getTypedRuleContext(SubstraitExprParser.SubqueryRefContext,0)

        def EXISTS(self):
            return self.getToken(SubstraitExprParser.EXISTS, 0)
        def UNIQUE(self):
            return self.getToken(SubstraitExprParser.UNIQUE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSetPredicate" ):
                return visitor.visitSetPredicate(self)
            else:
                return visitor.visitChildren(self)


    class LambdaContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.body = None # ExprContext
            self.copyFrom(ctx)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)

        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLambda" ):
                return visitor.visitLambda(self)
            else:
                return visitor.visitChildren(self)


    class CaseSwitchContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseSwitch" ):
                return visitor.visitCaseSwitch(self)
            else:
                return visitor.visitChildren(self)


    class NameContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)

        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitName" ):
                return visitor.visitName(self)
            else:
                return visitor.visitChildren(self)


    class CallPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def call(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallPrimary" ):
                return visitor.visitCallPrimary(self)
            else:
                return visitor.visitChildren(self)


    class IntervalLiteralContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.unit = None # IdentifierContext
            self.last = None # IdentifierContext
            self.copyFrom(ctx)

        def INTERVAL(self):
            return self.getToken(SubstraitExprParser.INTERVAL, 0)
        def STRING(self):
            return self.getToken(SubstraitExprParser.STRING, 0)
        def identifier(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.IdentifierContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,i)

        def TO(self):
            return self.getToken(SubstraitExprParser.TO, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIntervalLiteral" ):
                return visitor.visitIntervalLiteral(self)
            else:
                return visitor.visitChildren(self)


    class ScalarSubqueryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def subqueryRef(self):
            return self.getTypedRuleContext(SubstraitExprParser.SubqueryRefContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitScalarSubquery" ):
                return visitor.visitScalarSubquery(self)
            else:
                return visitor.visitChildren(self)


    class GroupContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.body = None # ExprContext
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGroup" ):
                return visitor.visitGroup(self)
            else:
                return visitor.visitChildren(self)



    def primary(self):

        localctx = SubstraitExprParser.PrimaryContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_primary)
        self._la = 0 # Token type
        try:
            self.state = 339
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,38,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.LiteralPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 216
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.ScalarSubqueryContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 217
                self.subqueryRef()
                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.SetPredicateContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 218
                localctx.kind = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==46 or _la==47):
                    localctx.kind = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 219
                self.subqueryRef()
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.GroupContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 220
                self.match(SubstraitExprParser.LPAREN)
                self.state = 232
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005955550) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 133) != 0):
                    self.state = 221
                    self.expr()
                    self.state = 226
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,21,self._ctx)
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt==1:
                            self.state = 222
                            self.match(SubstraitExprParser.COMMA)
                            self.state = 223
                            self.expr() 
                        self.state = 228
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,21,self._ctx)

                    self.state = 230
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==64:
                        self.state = 229
                        self.match(SubstraitExprParser.COMMA)




                self.state = 234
                self.match(SubstraitExprParser.RPAREN)
                self.state = 237
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,24,self._ctx)
                if la_ == 1:
                    self.state = 235
                    self.match(SubstraitExprParser.ARROW)
                    self.state = 236
                    localctx.body = self.expr()


                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.ListContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 239
                self.match(SubstraitExprParser.LBRACKET)
                self.state = 251
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005955550) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 133) != 0):
                    self.state = 240
                    self.expr()
                    self.state = 245
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,25,self._ctx)
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt==1:
                            self.state = 241
                            self.match(SubstraitExprParser.COMMA)
                            self.state = 242
                            self.expr() 
                        self.state = 247
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,25,self._ctx)

                    self.state = 249
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==64:
                        self.state = 248
                        self.match(SubstraitExprParser.COMMA)




                self.state = 253
                self.match(SubstraitExprParser.RBRACKET)
                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.LambdaContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 254
                self.identifier()
                self.state = 255
                self.match(SubstraitExprParser.ARROW)
                self.state = 256
                localctx.body = self.expr()
                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.CastCallContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 258
                localctx.kind = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==21 or _la==22):
                    localctx.kind = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 259
                self.match(SubstraitExprParser.LPAREN)
                self.state = 260
                self.expr()
                self.state = 261
                self.match(SubstraitExprParser.AS)
                self.state = 262
                self.typeExpr()
                self.state = 263
                self.match(SubstraitExprParser.RPAREN)
                self.state = 265
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,28,self._ctx)
                if la_ == 1:
                    self.state = 264
                    self.optionList()


                pass

            elif la_ == 8:
                localctx = SubstraitExprParser.IfThenContext(self, localctx)
                self.enterOuterAlt(localctx, 8)
                self.state = 267
                self.match(SubstraitExprParser.IF)
                self.state = 268
                self.expr()
                self.state = 269
                self.match(SubstraitExprParser.THEN)
                self.state = 270
                self.expr()
                self.state = 273
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,29,self._ctx)
                if la_ == 1:
                    self.state = 271
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 272
                    self.expr()


                pass

            elif la_ == 9:
                localctx = SubstraitExprParser.SwitchExprContext(self, localctx)
                self.enterOuterAlt(localctx, 9)
                self.state = 275
                self.match(SubstraitExprParser.SWITCH)
                self.state = 276
                self.expr()
                self.state = 282 
                self._errHandler.sync(self)
                _alt = 1
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt == 1:
                        self.state = 277
                        self.match(SubstraitExprParser.CASE)
                        self.state = 278
                        self.expr()
                        self.state = 279
                        self.match(SubstraitExprParser.THEN)
                        self.state = 280
                        self.expr()

                    else:
                        raise NoViableAltException(self)
                    self.state = 284 
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,30,self._ctx)

                self.state = 288
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,31,self._ctx)
                if la_ == 1:
                    self.state = 286
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 287
                    self.expr()


                pass

            elif la_ == 10:
                localctx = SubstraitExprParser.CaseWhenContext(self, localctx)
                self.enterOuterAlt(localctx, 10)
                self.state = 290
                self.match(SubstraitExprParser.CASE)
                self.state = 296 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 291
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 292
                    self.expr()
                    self.state = 293
                    self.match(SubstraitExprParser.THEN)
                    self.state = 294
                    self.expr()
                    self.state = 298 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 302
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 300
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 301
                    self.expr()


                self.state = 304
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 11:
                localctx = SubstraitExprParser.CaseSwitchContext(self, localctx)
                self.enterOuterAlt(localctx, 11)
                self.state = 306
                self.match(SubstraitExprParser.CASE)
                self.state = 307
                self.expr()
                self.state = 313 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 308
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 309
                    self.expr()
                    self.state = 310
                    self.match(SubstraitExprParser.THEN)
                    self.state = 311
                    self.expr()
                    self.state = 315 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 319
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 317
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 318
                    self.expr()


                self.state = 321
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 12:
                localctx = SubstraitExprParser.IntervalLiteralContext(self, localctx)
                self.enterOuterAlt(localctx, 12)
                self.state = 323
                self.match(SubstraitExprParser.INTERVAL)
                self.state = 324
                self.match(SubstraitExprParser.STRING)
                self.state = 325
                localctx.unit = self.identifier()
                self.state = 328
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,36,self._ctx)
                if la_ == 1:
                    self.state = 326
                    self.match(SubstraitExprParser.TO)
                    self.state = 327
                    localctx.last = self.identifier()


                pass

            elif la_ == 13:
                localctx = SubstraitExprParser.CallPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 13)
                self.state = 330
                self.call()
                pass

            elif la_ == 14:
                localctx = SubstraitExprParser.PositionalContext(self, localctx)
                self.enterOuterAlt(localctx, 14)
                self.state = 331
                self.match(SubstraitExprParser.POSITIONAL)
                pass

            elif la_ == 15:
                localctx = SubstraitExprParser.OuterFieldContext(self, localctx)
                self.enterOuterAlt(localctx, 15)
                self.state = 332
                self.match(SubstraitExprParser.OUTER)
                self.state = 333
                self.match(SubstraitExprParser.DOT)
                self.state = 334
                self.fieldSelector()
                pass

            elif la_ == 16:
                localctx = SubstraitExprParser.NameContext(self, localctx)
                self.enterOuterAlt(localctx, 16)
                self.state = 337
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                    self.state = 335
                    self.identifier()
                    pass
                elif token in [57]:
                    self.state = 336
                    self.match(SubstraitExprParser.QUOTED_IDENT)
                    pass
                else:
                    raise NoViableAltException(self)

                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LiteralContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def STRING(self):
            return self.getToken(SubstraitExprParser.STRING, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def DATE_LIT(self):
            return self.getToken(SubstraitExprParser.DATE_LIT, 0)

        def TIME_LIT(self):
            return self.getToken(SubstraitExprParser.TIME_LIT, 0)

        def TIMESTAMP_LIT(self):
            return self.getToken(SubstraitExprParser.TIMESTAMP_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_literal

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteral" ):
                return visitor.visitLiteral(self)
            else:
                return visitor.visitChildren(self)




    def literal(self):

        localctx = SubstraitExprParser.LiteralContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 341
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 141863388262171072) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SubqueryRefContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def TABLE(self):
            return self.getToken(SubstraitExprParser.TABLE, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_subqueryRef

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSubqueryRef" ):
                return visitor.visitSubqueryRef(self)
            else:
                return visitor.visitChildren(self)




    def subqueryRef(self):

        localctx = SubstraitExprParser.SubqueryRefContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_subqueryRef)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 343
            self.match(SubstraitExprParser.LPAREN)
            self.state = 344
            self.match(SubstraitExprParser.TABLE)
            self.state = 347
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.state = 345
                self.identifier()
                pass
            elif token in [57]:
                self.state = 346
                self.match(SubstraitExprParser.QUOTED_IDENT)
                pass
            else:
                raise NoViableAltException(self)

            self.state = 349
            self.match(SubstraitExprParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.namespace = None # IdentifierContext

        def functionName(self):
            return self.getTypedRuleContext(SubstraitExprParser.FunctionNameContext,0)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)

        def callArgs(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallArgsContext,0)


        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def filterClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.FilterClauseContext,0)


        def overClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.OverClauseContext,0)


        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_call

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCall" ):
                return visitor.visitCall(self)
            else:
                return visitor.visitChildren(self)




    def call(self):

        localctx = SubstraitExprParser.CallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_call)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 354
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,40,self._ctx)
            if la_ == 1:
                self.state = 351
                localctx.namespace = self.identifier()
                self.state = 352
                self.match(SubstraitExprParser.DOT)


            self.state = 356
            self.functionName()
            self.state = 357
            self.match(SubstraitExprParser.LPAREN)
            self.state = 359
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005956062) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 389) != 0):
                self.state = 358
                self.callArgs()


            self.state = 361
            self.match(SubstraitExprParser.RPAREN)
            self.state = 363
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,42,self._ctx)
            if la_ == 1:
                self.state = 362
                self.optionList()


            self.state = 366
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,43,self._ctx)
            if la_ == 1:
                self.state = 365
                self.filterClause()


            self.state = 369
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,44,self._ctx)
            if la_ == 1:
                self.state = 368
                self.overClause()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionName" ):
                return visitor.visitFunctionName(self)
            else:
                return visitor.visitChildren(self)




    def functionName(self):

        localctx = SubstraitExprParser.FunctionNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_functionName)
        try:
            self.state = 378
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 371
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 372
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 373
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 374
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 375
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 6)
                self.state = 376
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 7)
                self.state = 377
                self.match(SubstraitExprParser.BETWEEN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallArgsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.quantifier = None # Token

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_callArgs

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallArgs" ):
                return visitor.visitCallArgs(self)
            else:
                return visitor.visitChildren(self)




    def callArgs(self):

        localctx = SubstraitExprParser.CallArgsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_callArgs)
        self._la = 0 # Token type
        try:
            self.state = 404
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [74]:
                self.enterOuterAlt(localctx, 1)
                self.state = 380
                self.match(SubstraitExprParser.STAR)
                pass
            elif token in [1, 2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 17, 20, 21, 22, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 66, 68, 73]:
                self.enterOuterAlt(localctx, 2)
                self.state = 382
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,46,self._ctx)
                if la_ == 1:
                    self.state = 381
                    localctx.quantifier = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==9 or _la==43):
                        localctx.quantifier = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 384
                self.expr()
                self.state = 389
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 385
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 386
                    self.expr()
                    self.state = 391
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 402
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==29:
                    self.state = 392
                    self.match(SubstraitExprParser.ORDER)
                    self.state = 393
                    self.match(SubstraitExprParser.BY)
                    self.state = 394
                    self.sortItem()
                    self.state = 399
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==64:
                        self.state = 395
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 396
                        self.sortItem()
                        self.state = 401
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OptionListContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)

        def functionOption(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FunctionOptionContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FunctionOptionContext,i)


        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_optionList

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOptionList" ):
                return visitor.visitOptionList(self)
            else:
                return visitor.visitChildren(self)




    def optionList(self):

        localctx = SubstraitExprParser.OptionListContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_optionList)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 406
            self.match(SubstraitExprParser.LBRACKET)
            self.state = 407
            self.functionOption()
            self.state = 412
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==64:
                self.state = 408
                self.match(SubstraitExprParser.COMMA)
                self.state = 409
                self.functionOption()
                self.state = 414
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 415
            self.match(SubstraitExprParser.RBRACKET)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionOptionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.name = None # IdentifierContext
            self.value = None # WordContext

        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def word(self):
            return self.getTypedRuleContext(SubstraitExprParser.WordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionOption

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionOption" ):
                return visitor.visitFunctionOption(self)
            else:
                return visitor.visitChildren(self)




    def functionOption(self):

        localctx = SubstraitExprParser.FunctionOptionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_functionOption)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 417
            localctx.name = self.identifier()
            self.state = 418
            self.match(SubstraitExprParser.COLON)
            self.state = 419
            localctx.value = self.word()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FilterClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_filterClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFilterClause" ):
                return visitor.visitFilterClause(self)
            else:
                return visitor.visitChildren(self)




    def filterClause(self):

        localctx = SubstraitExprParser.FilterClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_filterClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 421
            self.match(SubstraitExprParser.FILTER)
            self.state = 422
            self.match(SubstraitExprParser.LPAREN)
            self.state = 423
            self.match(SubstraitExprParser.WHERE)
            self.state = 424
            self.expr()
            self.state = 425
            self.match(SubstraitExprParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OverClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.windowName = None # IdentifierContext

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def windowSpec(self):
            return self.getTypedRuleContext(SubstraitExprParser.WindowSpecContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_overClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOverClause" ):
                return visitor.visitOverClause(self)
            else:
                return visitor.visitChildren(self)




    def overClause(self):

        localctx = SubstraitExprParser.OverClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_overClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 427
            self.match(SubstraitExprParser.OVER)
            self.state = 433
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.state = 428
                localctx.windowName = self.identifier()
                pass
            elif token in [66]:
                self.state = 429
                self.match(SubstraitExprParser.LPAREN)
                self.state = 430
                self.windowSpec()
                self.state = 431
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WindowSpecContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def BY(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.BY)
            else:
                return self.getToken(SubstraitExprParser.BY, i)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def frame(self):
            return self.getTypedRuleContext(SubstraitExprParser.FrameContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_windowSpec

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWindowSpec" ):
                return visitor.visitWindowSpec(self)
            else:
                return visitor.visitChildren(self)




    def windowSpec(self):

        localctx = SubstraitExprParser.WindowSpecContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_windowSpec)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 445
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==27:
                self.state = 435
                self.match(SubstraitExprParser.PARTITION)
                self.state = 436
                self.match(SubstraitExprParser.BY)
                self.state = 437
                self.expr()
                self.state = 442
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 438
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 439
                    self.expr()
                    self.state = 444
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 457
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==29:
                self.state = 447
                self.match(SubstraitExprParser.ORDER)
                self.state = 448
                self.match(SubstraitExprParser.BY)
                self.state = 449
                self.sortItem()
                self.state = 454
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 450
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 451
                    self.sortItem()
                    self.state = 456
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 460
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==35 or _la==36:
                self.state = 459
                self.frame()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SortItemContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.order = None # Token
            self.nulls = None # Token

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_sortItem

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSortItem" ):
                return visitor.visitSortItem(self)
            else:
                return visitor.visitChildren(self)




    def sortItem(self):

        localctx = SubstraitExprParser.SortItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_sortItem)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 462
            self.expr()
            self.state = 464
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0):
                self.state = 463
                localctx.order = self._input.LT(1)
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0)):
                    localctx.order = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 468
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==32:
                self.state = 466
                self.match(SubstraitExprParser.NULLS)
                self.state = 467
                localctx.nulls = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==33 or _la==34):
                    localctx.nulls = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.unit = None # Token

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def frameBound(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FrameBoundContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FrameBoundContext,i)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frame

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrame" ):
                return visitor.visitFrame(self)
            else:
                return visitor.visitChildren(self)




    def frame(self):

        localctx = SubstraitExprParser.FrameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_frame)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 470
            localctx.unit = self._input.LT(1)
            _la = self._input.LA(1)
            if not(_la==35 or _la==36):
                localctx.unit = self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 477
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,60,self._ctx)
            if la_ == 1:
                self.state = 471
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 472
                self.frameBound()
                self.state = 473
                self.match(SubstraitExprParser.AND)
                self.state = 474
                self.frameBound()
                pass

            elif la_ == 2:
                self.state = 476
                self.frameBound()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameBoundContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frameBound

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrameBound" ):
                return visitor.visitFrameBound(self)
            else:
                return visitor.visitChildren(self)




    def frameBound(self):

        localctx = SubstraitExprParser.FrameBoundContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_frameBound)
        self._la = 0 # Token type
        try:
            self.state = 488
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,61,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 479
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 480
                self.match(SubstraitExprParser.PRECEDING)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 481
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 482
                self.match(SubstraitExprParser.FOLLOWING)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 483
                self.match(SubstraitExprParser.CURRENT)
                self.state = 484
                self.match(SubstraitExprParser.ROW)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 485
                self.valueExpr(0)
                self.state = 486
                _la = self._input.LA(1)
                if not(_la==38 or _la==39):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeName(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeNameContext,0)


        def QMARK(self):
            return self.getToken(SubstraitExprParser.QMARK, 0)

        def typeParams(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeParamsContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeExpr" ):
                return visitor.visitTypeExpr(self)
            else:
                return visitor.visitChildren(self)




    def typeExpr(self):

        localctx = SubstraitExprParser.TypeExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 50, self.RULE_typeExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 490
            self.typeName()
            self.state = 492
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,62,self._ctx)
            if la_ == 1:
                self.state = 491
                self.match(SubstraitExprParser.QMARK)


            self.state = 495
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,63,self._ctx)
            if la_ == 1:
                self.state = 494
                self.typeParams()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def USER_TYPE(self):
            return self.getToken(SubstraitExprParser.USER_TYPE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeName" ):
                return visitor.visitTypeName(self)
            else:
                return visitor.visitChildren(self)




    def typeName(self):

        localctx = SubstraitExprParser.TypeNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 52, self.RULE_typeName)
        try:
            self.state = 499
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 497
                self.identifier()
                pass
            elif token in [60]:
                self.enterOuterAlt(localctx, 2)
                self.state = 498
                self.match(SubstraitExprParser.USER_TYPE)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def typeParam(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeParamContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeParamContext,i)


        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParams

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParams" ):
                return visitor.visitTypeParams(self)
            else:
                return visitor.visitChildren(self)




    def typeParams(self):

        localctx = SubstraitExprParser.TypeParamsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 54, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 501
            self.match(SubstraitExprParser.LT)
            self.state = 510
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if ((((_la - 24)) & ~0x3f) == 0 and ((1 << (_la - 24)) & 4606486642639) != 0):
                self.state = 502
                self.typeParam()
                self.state = 507
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 503
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 504
                    self.typeParam()
                    self.state = 509
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 514
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==70:
                self.state = 512
                self.match(SubstraitExprParser.ARROW)
                self.state = 513
                self.typeExpr()


            self.state = 516
            self.match(SubstraitExprParser.GT)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def typeExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,i)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParam

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParam" ):
                return visitor.visitTypeParam(self)
            else:
                return visitor.visitChildren(self)




    def typeParam(self):

        localctx = SubstraitExprParser.TypeParamContext(self, self._ctx, self.state)
        self.enterRule(localctx, 56, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.state = 531
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [55]:
                self.enterOuterAlt(localctx, 1)
                self.state = 518
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 60, 61]:
                self.enterOuterAlt(localctx, 2)
                self.state = 519
                self.typeExpr()
                pass
            elif token in [66]:
                self.enterOuterAlt(localctx, 3)
                self.state = 520
                self.match(SubstraitExprParser.LPAREN)
                self.state = 521
                self.typeExpr()
                self.state = 526
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 522
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 523
                    self.typeExpr()
                    self.state = 528
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 529
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class IdentifierContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(SubstraitExprParser.IDENT, 0)

        def softKeyword(self):
            return self.getTypedRuleContext(SubstraitExprParser.SoftKeywordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_identifier

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIdentifier" ):
                return visitor.visitIdentifier(self)
            else:
                return visitor.visitChildren(self)




    def identifier(self):

        localctx = SubstraitExprParser.IdentifierContext(self, self._ctx, self.state)
        self.enterRule(localctx, 58, self.RULE_identifier)
        try:
            self.state = 535
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 533
                self.match(SubstraitExprParser.IDENT)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]:
                self.enterOuterAlt(localctx, 2)
                self.state = 534
                self.softKeyword()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SoftKeywordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTERVAL(self):
            return self.getToken(SubstraitExprParser.INTERVAL, 0)

        def TO(self):
            return self.getToken(SubstraitExprParser.TO, 0)

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def ANY(self):
            return self.getToken(SubstraitExprParser.ANY, 0)

        def SOME(self):
            return self.getToken(SubstraitExprParser.SOME, 0)

        def EXISTS(self):
            return self.getToken(SubstraitExprParser.EXISTS, 0)

        def UNIQUE(self):
            return self.getToken(SubstraitExprParser.UNIQUE, 0)

        def TABLE(self):
            return self.getToken(SubstraitExprParser.TABLE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_softKeyword

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSoftKeyword" ):
                return visitor.visitSoftKeyword(self)
            else:
                return visitor.visitChildren(self)




    def softKeyword(self):

        localctx = SubstraitExprParser.SoftKeywordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 60, self.RULE_softKeyword)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 537
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 2251798991601664) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)

        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)

        def WHEN(self):
            return self.getToken(SubstraitExprParser.WHEN, 0)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)

        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)

        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_word

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWord" ):
                return visitor.visitWord(self)
            else:
                return visitor.visitChildren(self)




    def word(self):

        localctx = SubstraitExprParser.WordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 62, self.RULE_word)
        try:
            self.state = 565
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 539
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 540
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 541
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 542
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 543
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [5]:
                self.enterOuterAlt(localctx, 6)
                self.state = 544
                self.match(SubstraitExprParser.IS)
                pass
            elif token in [6]:
                self.enterOuterAlt(localctx, 7)
                self.state = 545
                self.match(SubstraitExprParser.NULL)
                pass
            elif token in [7]:
                self.enterOuterAlt(localctx, 8)
                self.state = 546
                self.match(SubstraitExprParser.TRUE)
                pass
            elif token in [8]:
                self.enterOuterAlt(localctx, 9)
                self.state = 547
                self.match(SubstraitExprParser.FALSE)
                pass
            elif token in [9]:
                self.enterOuterAlt(localctx, 10)
                self.state = 548
                self.match(SubstraitExprParser.DISTINCT)
                pass
            elif token in [10]:
                self.enterOuterAlt(localctx, 11)
                self.state = 549
                self.match(SubstraitExprParser.FROM)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 12)
                self.state = 550
                self.match(SubstraitExprParser.BETWEEN)
                pass
            elif token in [12]:
                self.enterOuterAlt(localctx, 13)
                self.state = 551
                self.match(SubstraitExprParser.IN)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 14)
                self.state = 552
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [14]:
                self.enterOuterAlt(localctx, 15)
                self.state = 553
                self.match(SubstraitExprParser.IF)
                pass
            elif token in [15]:
                self.enterOuterAlt(localctx, 16)
                self.state = 554
                self.match(SubstraitExprParser.THEN)
                pass
            elif token in [16]:
                self.enterOuterAlt(localctx, 17)
                self.state = 555
                self.match(SubstraitExprParser.ELSE)
                pass
            elif token in [17]:
                self.enterOuterAlt(localctx, 18)
                self.state = 556
                self.match(SubstraitExprParser.CASE)
                pass
            elif token in [18]:
                self.enterOuterAlt(localctx, 19)
                self.state = 557
                self.match(SubstraitExprParser.WHEN)
                pass
            elif token in [19]:
                self.enterOuterAlt(localctx, 20)
                self.state = 558
                self.match(SubstraitExprParser.END)
                pass
            elif token in [20]:
                self.enterOuterAlt(localctx, 21)
                self.state = 559
                self.match(SubstraitExprParser.SWITCH)
                pass
            elif token in [21]:
                self.enterOuterAlt(localctx, 22)
                self.state = 560
                self.match(SubstraitExprParser.CAST)
                pass
            elif token in [22]:
                self.enterOuterAlt(localctx, 23)
                self.state = 561
                self.match(SubstraitExprParser.TRY_CAST)
                pass
            elif token in [23]:
                self.enterOuterAlt(localctx, 24)
                self.state = 562
                self.match(SubstraitExprParser.AS)
                pass
            elif token in [28]:
                self.enterOuterAlt(localctx, 25)
                self.state = 563
                self.match(SubstraitExprParser.BY)
                pass
            elif token in [29]:
                self.enterOuterAlt(localctx, 26)
                self.state = 564
                self.match(SubstraitExprParser.ORDER)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx



    def sempred(self, localctx:RuleContext, ruleIndex:int, predIndex:int):
        if self._predicates == None:
            self._predicates = dict()
        self._predicates[9] = self.valueExpr_sempred
        pred = self._predicates.get(ruleIndex, None)
        if pred is None:
            raise Exception("No predicate with index:" + str(ruleIndex))
        else:
            return pred(localctx, predIndex)

    def valueExpr_sempred(self, localctx:ValueExprContext, predIndex:int):
            if predIndex == 0:
                return self.precpred(self._ctx, 3)
         

            if predIndex == 1:
                return self.precpred(self._ctx, 2)
         

            if predIndex == 2:
                return self.precpred(self._ctx, 1)
         

            if predIndex == 3:
                return self.precpred(self._ctx, 8)
         

            if predIndex == 4:
                return self.precpred(self._ctx, 7)
         

            if predIndex == 5:
                return self.precpred(self._ctx, 6)
         

            if predIndex == 6:
                return self.precpred(self._ctx, 5)
         




